/** The headset menu's actions on the engine, and what the menu needs to know to tell which can act. */
import { SKIP_SECONDS, type MenuAction, type MenuContext } from '../gaze/menu-actions';
import type { PlayerSnapshot } from './player-types';

export function menuContext({ state, audio, time, duration, captions, playlist, vr, following }: PlayerSnapshot): MenuContext {
  return {
    playable: state !== 'error' && state !== 'idle',
    volume: audio.muted ? 0 : audio.volume,
    ceiling: audio.ceiling,
    time,
    duration,
    hasCaptions: captions.tracks.length > 0,
    hasChoice: playlist.length > 1,
    inVr: vr.active,
    following,
  };
}

/** What each item does: one call on the engine (the caller has checked that it can act). */
export interface MenuTarget {
  togglePlay(): void;
  restart(): void;
  skip(seconds: number): void;
  stepVolume(direction: 1 | -1): void;
  toggleCaptions(): void;
  recenter(): void;
  exitVr(): void;
  readonly gaze: { openChooser(): void };
}

export function runMenuAction(player: MenuTarget, action: MenuAction): void {
  const run: Record<MenuAction, () => void> = {
    'play-pause': () => player.togglePlay(),
    restart: () => player.restart(),
    'back-30': () => player.skip(-SKIP_SECONDS),
    'forward-30': () => player.skip(SKIP_SECONDS),
    'volume-down': () => player.stepVolume(-1),
    'volume-up': () => player.stepVolume(1),
    captions: () => player.toggleCaptions(),
    recenter: () => player.recenter(),
    'choose-concert': () => player.gaze.openChooser(),
    'exit-vr': () => player.exitVr(),
  };
  run[action]();
}
