import type { MediaPlaylist } from '@xr/core/hls/m3u8';

/**
 * Where a live stream stands by its media playlist (RFC 8216 §4.3.3.5, §4.3.3.4, §6.2.1):
 * - 'live': no EXT-X-ENDLIST and no playlist type: a sliding window, segments come and go;
 * - 'event': EXT-X-PLAYLIST-TYPE:EVENT without EXT-X-ENDLIST: live, and every segment since the start stays (a rewind window);
 * - 'ended': EXT-X-ENDLIST on a playlist that was live (no type, or EVENT): nothing more will be added;
 * - 'recording': EXT-X-PLAYLIST-TYPE:VOD: a playlist that never changes, not a live stream at all.
 */
export type LivePlaylistState = 'live' | 'event' | 'ended' | 'recording';

export function livePlaylistState(playlist: Pick<MediaPlaylist, 'playlistType' | 'ended'>): LivePlaylistState {
  if (playlist.playlistType === 'VOD') return 'recording';
  if (playlist.ended) return 'ended';
  return playlist.playlistType === 'EVENT' ? 'event' : 'live';
}

/** True while a player would keep reloading the playlist for new segments. */
export const isLiveNow = (state: LivePlaylistState) => state === 'live' || state === 'event';
