// @vitest-environment jsdom
// hls.js needs a window to load; its parser itself is pure.
import { M3U8Parser, PlaylistLevelType } from 'hls.js';
import { readMediaPlaylist } from '@xr/core/hls/m3u8';
import { describe, expect, it } from 'vitest';
import { isLiveNow, livePlaylistState } from './live-playlist';
import { ENDED_EVENT, ENDED_WINDOW, EVENT_PLAYLIST, LIVE_WINDOW, VOD_PLAYLIST } from './testing/live-playlists';

const URL = 'https://live.example/concert/v0/index.m3u8';
/** What hls.js, the player these streams are played with, makes of the same text: live (reloaded) or not, and its type. */
const hlsReading = (text: string) => {
  const details = M3U8Parser.parseLevelPlaylist(text, URL, 0, PlaylistLevelType.MAIN, 0, null);
  return { live: details.live, type: details.type ?? null, segments: details.fragments.length };
};
const ourReading = (text: string) => {
  const playlist = readMediaPlaylist(text, URL);
  const state = livePlaylistState(playlist);
  return { live: isLiveNow(state), type: playlist.playlistType, segments: playlist.segments.length, state };
};

describe('livePlaylistState agrees with hls.js', () => {
  it.each([
    ['a sliding live window', LIVE_WINDOW, 'live'],
    ['an event still running (live with rewind)', EVENT_PLAYLIST, 'event'],
    ['an event that ended', ENDED_EVENT, 'ended'],
    ['a live window that ended', ENDED_WINDOW, 'ended'],
    ['a recording (VOD)', VOD_PLAYLIST, 'recording'],
  ] as const)('%s', (_, text, state) => {
    const ours = ourReading(text);
    expect(ours.state).toBe(state);
    const { live, type, segments } = ours;
    expect({ live, type, segments }).toEqual(hlsReading(text));
  });
});

describe('livePlaylistState', () => {
  it('takes VOD as a recording even before its end tag, since a VOD playlist cannot change (RFC 8216 §4.3.3.5)', () => {
    expect(livePlaylistState({ playlistType: 'VOD', ended: false })).toBe('recording');
    expect(isLiveNow('recording')).toBe(false);
  });
});
