/**
 * What the in-headset menu can do, in its display order, and which items are out of use. A disabled item
 * is shown dimmed and never fills its ring: a person resting their gaze on "Louder" at the volume ceiling
 * sees that it is there but that nothing more will happen. This is a recording's menu; a live stream's is
 * LIVE_MENU_ACTIONS.
 */
export const MENU_ACTIONS = [
  'restart',
  'back-30',
  'play-pause',
  'forward-30',
  'captions',
  'volume-down',
  'volume-up',
  'recenter',
  'choose-concert',
  'exit-vr',
] as const;

/**
 * A live stream's menu: 'Back to live' where 'Ahead 30 s' was, right of play and pause, the way forward in time.
 * A live stream has no seek bar, so that item could never act there; the two before play stay, dimmed, so
 * the menu keeps one shape and each item its place for a resident who has learnt it.
 */
export const LIVE_MENU_ACTIONS: readonly MenuAction[] = MENU_ACTIONS.map((action) => (action === 'forward-30' ? 'back-to-live' : action));
export type MenuAction = (typeof MENU_ACTIONS)[number] | 'back-to-live';

/** Every item either menu may show (a binding makes one slot for each). */
export const EVERY_MENU_ACTION: readonly MenuAction[] = [...MENU_ACTIONS, 'back-to-live'];

/** The menu's items, in display order, for a live stream (not ended) or a recording. */
export const menuActionsFor = (live: boolean): readonly MenuAction[] => (live ? LIVE_MENU_ACTIONS : MENU_ACTIONS);

export const VOLUME_STEP = 0.2;
export const SKIP_SECONDS = 30;

export function isMenuAction(value: unknown): value is MenuAction {
  return typeof value === 'string' && (value === 'back-to-live' || (MENU_ACTIONS as readonly string[]).includes(value));
}

/** One step louder or quieter, kept on the 0.1 grid and under the ceiling. */
export function steppedVolume(volume: number, direction: 1 | -1, ceiling = 1): number {
  const next = Math.round((volume + direction * VOLUME_STEP) * 10) / 10;
  return Math.min(ceiling, Math.max(0, next));
}

/** What the menu needs to know to tell which actions can act now. */
export interface MenuContext {
  /** Something plays or can play (not failed, not missing). */
  playable: boolean;
  /** The heard volume (0 when muted) and its ceiling. */
  volume: number;
  ceiling: number;
  /** Playback position and length in seconds; a live or unknown length is not seekable. */
  time: number;
  duration: number;
  hasCaptions: boolean;
  /** Other concerts to choose from. */
  hasChoice: boolean;
  inVr: boolean;
  /** In a group session the facilitator leads: this headset does not pause, seek or change the concert. */
  following: boolean;
  /** A live stream that has not ended and plays away from its live edge (paused a while, or fallen behind). */
  behindLive: boolean;
}

/** What a headset in a group session leaves to the facilitator. */
const LED_BY_FACILITATOR: readonly MenuAction[] = ['play-pause', 'restart', 'back-30', 'forward-30', 'choose-concert', 'back-to-live'];

export function isMenuActionDisabled(action: MenuAction, c: MenuContext): boolean {
  if (c.following && LED_BY_FACILITATOR.includes(action)) return true;
  const seekable = c.playable && Number.isFinite(c.duration) && c.duration > 0;
  switch (action) {
    case 'play-pause':
      return !c.playable;
    case 'restart':
    case 'back-30':
      return !seekable || c.time < 1;
    case 'forward-30':
      return !seekable || c.duration - c.time < 1;
    case 'volume-down':
      return c.volume <= 0;
    case 'volume-up':
      return c.volume >= c.ceiling - 1e-9;
    case 'captions':
      return !c.hasCaptions;
    case 'choose-concert':
      return !c.hasChoice;
    case 'exit-vr':
      return !c.inVr;
    case 'back-to-live':
      return !c.playable || !c.behindLive;
    case 'recenter':
      return false;
  }
}
