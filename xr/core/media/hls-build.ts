import { M3u8Error, parseAttributeList, tryReadPlaylist, type Playlist } from '../hls/m3u8';

/**
 * hls.js comes in two builds: the light one (about 60 KB gzip smaller) lacks alternate audio and
 * subtitle renditions, DRM (EME), content steering and variable substitution. A master playlist says
 * whether a stream needs any of those, so the player downloads the full build only for such a stream.
 * Subtitle renditions do not count: the player reads and draws captions itself (xr/core/captions), on the
 * sphere and in the headset, where the text track hls.js would fill never shows; the light build leaves them be.
 */
const FULL_BUILD_TAGS = new Set(['EXT-X-CONTENT-STEERING', 'EXT-X-DEFINE']);
const KEY_TAGS = new Set(['EXT-X-KEY', 'EXT-X-SESSION-KEY']);

function needsFullBuild(playlist: Playlist): boolean {
  // An audio rendition of its own (with a URI); one without a URI is muxed into the video.
  const separateAudio = playlist.kind === 'master' && playlist.renditions.some((media) => media.type === 'AUDIO' && media.uri !== null);
  return (
    separateAudio ||
    playlist.tags.some(
      (tag) =>
        FULL_BUILD_TAGS.has(tag.name) ||
        // DRM through EME: SAMPLE-AES keys (plain AES-128 is decrypted by both builds).
        (KEY_TAGS.has(tag.name) && (parseAttributeList(tag.value).text('METHOD') ?? '').startsWith('SAMPLE-AES')),
    )
  );
}

/** False for a text that is not a playlist: hls.js will say so itself, with either build. */
export function needsFullHlsBuild(masterPlaylist: string): boolean {
  const playlist = tryReadPlaylist(masterPlaylist);
  return !(playlist instanceof M3u8Error) && needsFullBuild(playlist);
}
