/**
 * A live stream through the hls.js test double: an autoplaying media source whose first live playlist is in,
 * with the element's `paused` under the test's control (jsdom never plays) and hls.js's latency figures set
 * by hand. `run` lets wall-clock seconds pass as a live stream would: the edge moves on, the playlist reloads
 * every target duration, and the playhead moves while the element plays. Imported only by tests.
 */
import { vi } from 'vitest';
import type { LiveState } from '../../live';
import type { FakeDetails } from './fake-hls';
import { parseManifest, setup, type Setup } from './media-source-setup';

export const EDGE = 100;
export const TARGET = 6;

export interface RunOptions {
  /** The packager adds segments (the edge and the live sync position move on). */
  advancing?: boolean;
  /** The element plays (its position moves), unless paused. */
  moving?: boolean;
}

export async function liveRig(options: Setup['options'] = {}, details: Partial<FakeDetails> = {}) {
  const rig = setup({ options: { autoplay: true, ...options } });
  await rig.source.ready;
  const hls = rig.hls();
  parseManifest(hls);
  let paused = false;
  Object.defineProperty(rig.video, 'paused', { configurable: true, get: () => paused });
  const states: (LiveState | null)[] = [];
  rig.source.subscribe({ onLive: (state) => states.push(state) });
  hls.targetLatency = TARGET;
  hls.latency = TARGET;
  hls.liveSyncPosition = EDGE;
  rig.video.currentTime = EDGE;
  hls.loadPlaylist(details);
  rig.video.dispatchEvent(new Event('playing'));

  const setPaused = (next: boolean) => {
    paused = next;
    rig.video.dispatchEvent(new Event(next ? 'pause' : 'play'));
  };
  const run = (seconds: number, { advancing = true, moving = true }: RunOptions = {}) => {
    for (let second = 1; second <= seconds; second++) {
      if (advancing) hls.liveSyncPosition = (hls.liveSyncPosition ?? EDGE) + 1;
      if (moving && !paused) rig.video.currentTime += 1;
      if (second % 2 === 0) hls.loadPlaylist({ ...details, advanced: advancing });
      vi.advanceTimersByTime(1000);
    }
  };
  return { ...rig, hls, liveStates: states, setPaused, run };
}
