import { describe, expect, it } from 'vitest';
import { readPlaylist, type PlaylistDetails } from './playlist-kind';

const SLIDING: PlaylistDetails = { live: true, type: null, targetduration: 2, totalduration: 10, partTarget: 0, canBlockReload: false };

describe('readPlaylist', () => {
  it('tells a live sliding window, an event playlist and a recording apart', () => {
    expect(readPlaylist(SLIDING, false).kind).toBe('live');
    expect(readPlaylist({ ...SLIDING, type: 'EVENT' }, false).kind).toBe('event');
    expect(readPlaylist({ ...SLIDING, live: false, type: 'VOD' }, false).kind).toBe('vod');
  });

  it('reads EXT-X-ENDLIST on a playlist that was live as the end of the stream, not as a recording', () => {
    expect(readPlaylist({ ...SLIDING, live: false }, true).kind).toBe('ended');
    expect(readPlaylist({ ...SLIDING, live: false, type: 'EVENT' }, true).kind).toBe('ended');
  });

  it('is low-latency only with parts and blocking reloads both', () => {
    expect(readPlaylist({ ...SLIDING, partTarget: 0.5, canBlockReload: true }, false).lowLatency).toBe(true);
    expect(readPlaylist({ ...SLIDING, partTarget: 0.5, canBlockReload: false }, false).lowLatency).toBe(false);
    expect(readPlaylist({ ...SLIDING, partTarget: 0, canBlockReload: true }, false).lowLatency).toBe(false);
  });

  it('offers a rewind window only when the playlist holds well beyond the join point', () => {
    expect(readPlaylist(SLIDING, false).canRewind).toBe(false);
    expect(readPlaylist({ ...SLIDING, totalduration: 24 }, false).canRewind).toBe(false);
    expect(readPlaylist({ ...SLIDING, totalduration: 30 }, false).canRewind).toBe(true);
    // Long segments: 30 s is only five of 6 s, not enough past the join.
    expect(readPlaylist({ ...SLIDING, targetduration: 6, totalduration: 30 }, false).canRewind).toBe(false);
    expect(readPlaylist({ ...SLIDING, type: 'EVENT', totalduration: 600 }, false).canRewind).toBe(true);
  });
});
