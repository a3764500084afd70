import { describe, expect, it, vi } from 'vitest';
import { syncMediaOf, type SessionPlayer } from './session-player';

/** A controller whose element reports a rate, and which records what it is asked. */
function playerWith(video: { playbackRate: number }) {
  const setPlaybackRate = vi.fn<(rate: number) => void>();
  const player = {
    getSnapshot: () => ({ entry: { id: 'demo' }, state: 'playing', duration: 60, media: { video }, vr: { active: true } }),
    setPlaybackRate,
  } as unknown as SessionPlayer;
  return { player, setPlaybackRate };
}

describe('syncMediaOf', () => {
  it('changes the playback rate through the player controller, never by writing to its element', () => {
    const video = { playbackRate: 1 };
    const { player, setPlaybackRate } = playerWith(video);
    const media = syncMediaOf(player);
    media.setPlaybackRate(1.08);
    expect(setPlaybackRate).toHaveBeenCalledWith(1.08);
    expect(video.playbackRate).toBe(1);
    expect(media.playbackRate).toBe(1);
  });
});
