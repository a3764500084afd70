/** The headset menu's actions on the engine, and what the menu needs to know to tell which can act. */
import { menuActionsFor, SKIP_SECONDS, type MenuAction, type MenuContext } from '../gaze/menu-actions';
import type { GazeHost } from '../gaze/gaze-targets';
import type { PlayerSnapshot } from './player-types';

export function menuContext({ state, audio, time, duration, captions, playlist, vr, following, live }: PlayerSnapshot): MenuContext {
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
    behindLive: live !== null && !live.ended && !live.atEdge,
  };
}

/** The menu's items for what plays now: a live stream that has not ended offers 'Back to live'. */
export const menuActionsOf = ({ live }: PlayerSnapshot): readonly MenuAction[] => menuActionsFor(live !== null && !live.ended);

/** What the gaze interface asks of the player (gaze-targets.ts: GazeHost). */
export interface GazeHostSource {
  isDisabled(action: MenuAction): boolean;
  act(action: MenuAction): void;
  choose(id: string): void;
  getSnapshot(): PlayerSnapshot;
}

export function gazeHostOf(player: GazeHostSource): GazeHost {
  return {
    isDisabled: (action) => player.isDisabled(action),
    act: (action) => player.act(action),
    entries: () => player.getSnapshot().playlist,
    choose: (id) => player.choose(id),
    menuActions: () => menuActionsOf(player.getSnapshot()),
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
  backToLive(): void;
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
    'back-to-live': () => player.backToLive(),
  };
  run[action]();
}
