import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';
import type { QualityLabel } from '../core/quality';

// The site reads these through xr/react only (the player feature's one way into the engine).
export type { PlayerErrorCode, PlayerState, QualityLabel };

/** Every text the player shows, already translated by the site (the engine knows no language). */
export interface Player360Labels {
  /** The focusable viewing region: names it and says how to look around. */
  region: string;
  controls: string;
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  /** Shown while muted autoplay runs: one press turns the sound on. */
  tapForSound: string;
  volume: string;
  quality: string;
  qualityAuto: string;
  /** A rendition's menu entry, e.g. "1024p". */
  qualityLevel: (level: QualityLabel) => string;
  fullscreen: string;
  exitFullscreen: string;
  recenter: string;
  retry: string;
  /** The status line: '' for states that need no message (playing, paused...). */
  status: (state: PlayerState, error: PlayerErrorCode | null) => string;
}
