import { M3u8Error } from './errors.ts';
import { playlistLines, type PlaylistLine } from './lines.ts';
import { masterFromLines, type MasterPlaylist } from './master.ts';
import { mediaFromLines, type MediaPlaylist } from './media.ts';
import { resolveUrl } from './resolve-url.ts';

export type Playlist = MasterPlaylist | MediaPlaylist;

/**
 * Tags only a master playlist has (§4.3.4), and tags only a media playlist has (§4.3.2, §4.3.3): a media
 * playlist with no segments yet (a live stream about to start, an ended one) is still a media playlist.
 */
const MASTER_TAGS = new Set(['EXT-X-STREAM-INF', 'EXT-X-I-FRAME-STREAM-INF', 'EXT-X-MEDIA']);
const MEDIA_TAGS = new Set([
  'EXTINF', 'EXT-X-TARGETDURATION', 'EXT-X-MEDIA-SEQUENCE', 'EXT-X-DISCONTINUITY-SEQUENCE', 'EXT-X-ENDLIST',
  'EXT-X-PLAYLIST-TYPE', 'EXT-X-MAP', 'EXT-X-BYTERANGE', 'EXT-X-DISCONTINUITY', 'EXT-X-PROGRAM-DATE-TIME', 'EXT-X-KEY',
]);

function kindOf(lines: readonly PlaylistLine[]): Playlist['kind'] {
  const names = new Set(lines.flatMap((line) => (line.kind === 'tag' ? [line.tag.name] : [])));
  const master = [...MASTER_TAGS].some((name) => names.has(name));
  const media = [...MEDIA_TAGS].some((name) => names.has(name));
  if (master && media) throw new M3u8Error('mixed', 'Not a valid m3u8 playlist: it has both variant streams (a master playlist) and segments (a media playlist).');
  if (master) return 'master';
  if (media) return 'media';
  throw new M3u8Error('empty', 'An m3u8 playlist with nothing to play: no variant streams (#EXT-X-STREAM-INF) and no segments (#EXTINF).');
}

/**
 * An m3u8 playlist (RFC 8216), master or media by its tags. With `base` (the playlist's own URL or site path),
 * every URI in it comes resolved against that, as a player would fetch it (see resolveUrl); without, as
 * written. Throws M3u8Error for a text that is not a playlist, or is both kinds or neither.
 */
export function readPlaylist(text: string, base?: string): Playlist {
  const lines = playlistLines(text);
  const resolve = base === undefined ? (uri: string) => uri : (uri: string) => resolveUrl(uri, base);
  return kindOf(lines) === 'master' ? masterFromLines(lines, resolve) : mediaFromLines(lines, resolve);
}

/** readPlaylist that hands back the M3u8Error instead of throwing it, for callers that answer every text. */
export function tryReadPlaylist(text: string, base?: string): Playlist | M3u8Error {
  try {
    return readPlaylist(text, base);
  } catch (error) {
    if (error instanceof M3u8Error) return error;
    throw error;
  }
}

function wrongKind(wanted: Playlist['kind'], got: Playlist['kind']): M3u8Error {
  return new M3u8Error('wrongKind', `Expected a ${wanted} playlist, but this is a ${got} playlist.`);
}

/** readPlaylist for a text that must be a master playlist. */
export function readMasterPlaylist(text: string, base?: string): MasterPlaylist {
  const playlist = readPlaylist(text, base);
  if (playlist.kind !== 'master') throw wrongKind('master', playlist.kind);
  return playlist;
}

/** readPlaylist for a text that must be a media playlist. */
export function readMediaPlaylist(text: string, base?: string): MediaPlaylist {
  const playlist = readPlaylist(text, base);
  if (playlist.kind !== 'media') throw wrongKind('media', playlist.kind);
  return playlist;
}

/** Every URI a playlist names, each once, in order: what a copy of the stream must hold to play from it. */
export function referencedUris(playlist: Playlist): string[] {
  const uris =
    playlist.kind === 'master'
      ? [...playlist.renditions.map((r) => r.uri), ...playlist.variants.map((v) => v.uri), ...playlist.iFrameVariants.map((v) => v.uri)]
      : playlist.segments.flatMap((s) => [s.key?.uri ?? null, s.map?.uri ?? null, s.uri]);
  return [...new Set(uris.filter((uri): uri is string => uri !== null))];
}
