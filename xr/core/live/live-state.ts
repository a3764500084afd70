import { isAtEdge } from './edge-status';
import type { LiveState } from './live-types';
import type { PlaylistInfo } from './playlist-kind';

export interface LiveFacts {
  info: PlaylistInfo;
  kind: LiveState['kind'];
  ended: boolean;
  behindSeconds: number;
  targetLatency: number;
  heldBack: boolean;
  waiting: boolean;
}

/**
 * The player's live state from what the engine knows. Tenths of a second: the state is a new value only when
 * something a binding could show has changed, not at every wobble of hls.js's latency estimate.
 */
export function liveState({ info, kind, ended, behindSeconds, targetLatency, heldBack, waiting }: LiveFacts): LiveState {
  const behind = ended ? 0 : Math.round(behindSeconds * 10) / 10;
  return {
    kind,
    lowLatency: info.lowLatency,
    atEdge: !ended && isAtEdge(behind, targetLatency, heldBack),
    behindSeconds: behind,
    canRewind: info.canRewind,
    waiting: !ended && waiting,
    ended,
  };
}

export function sameLive(a: LiveState | null, b: LiveState | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof LiveState)[]).every((key) => a[key] === b[key]);
}
