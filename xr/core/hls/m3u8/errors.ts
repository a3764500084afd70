/** Why a text could not be read as the playlist asked for. */
export type M3u8Problem =
  /** No #EXTM3U first: an HTML error page, JSON, an empty body. */
  | 'notPlaylist'
  /** #EXTM3U, then neither variant streams nor segments. */
  | 'empty'
  /** Both variant streams and segments: the RFC (§4.1) says a playlist is one or the other. */
  | 'mixed'
  /** A master playlist where a media playlist was asked for, or the other way round. */
  | 'wrongKind'
  /** A tag the reader needs whose value has the wrong shape (an #EXTINF without a duration). */
  | 'badTag';

export class M3u8Error extends Error {
  override readonly name = 'M3u8Error';

  constructor(
    readonly problem: M3u8Problem,
    message: string,
  ) {
    super(message);
  }
}
