/**
 * What the in-headset menu can do, in its display order, and which items are out of use: a disabled item
 * never fills its ring, so a person resting their gaze on "Louder" at full volume sees nothing happen.
 */
export const MENU_ACTIONS = ['play-pause', 'volume-down', 'volume-up', 'recenter', 'exit-vr'] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export const VOLUME_STEP = 0.2;

export function isMenuAction(value: unknown): value is MenuAction {
  return typeof value === 'string' && (MENU_ACTIONS as readonly string[]).includes(value);
}

/** One step louder or quieter, kept on the 0.1 grid so five steps always reach silence or full. */
export function steppedVolume(volume: number, direction: 1 | -1): number {
  const next = Math.round((volume + direction * VOLUME_STEP) * 10) / 10;
  return Math.min(1, Math.max(0, next));
}

export interface MenuContext {
  volume: number;
  inSession: boolean;
}

export function isMenuActionDisabled(action: MenuAction, { volume, inSession }: MenuContext): boolean {
  if (action === 'volume-down') return volume <= 0;
  if (action === 'volume-up') return volume >= 1;
  if (action === 'exit-vr') return !inSession;
  return false;
}
