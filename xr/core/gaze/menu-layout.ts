/**
 * Where the gaze menu sits: low in front of the viewer (its centre about 35° below the horizon), so it
 * never covers the concert and appears when the person looks down. Pure numbers, shared by the A-Frame
 * and React Three Fiber menus.
 */
export { MENU_ACTIONS, type MenuAction } from './menu-actions';

export const EYE_HEIGHT = 1.6;
export const MENU_DISTANCE = 1.2;
export const MENU_PITCH_DEG = 35;
/** Each item is a disc this large: about 12° across at the menu's distance, an easy gaze target. */
export const ITEM_RADIUS = 0.13;
export const ITEM_SPACING = 0.3;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** The menu's position in the rig (metres) and its tilt (degrees about X), facing the eyes. */
export function menuPlacement(eyeHeight = EYE_HEIGHT) {
  const drop = Math.tan(toRad(MENU_PITCH_DEG)) * MENU_DISTANCE;
  return { position: { x: 0, y: eyeHeight - drop, z: -MENU_DISTANCE }, rotation: { x: -MENU_PITCH_DEG, y: 0, z: 0 } };
}

/** Horizontal offsets of `count` items, centred on the menu. */
export function itemOffsets(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * ITEM_SPACING);
}

/** The fill ring's arc for a dwell progress (0..1); never exactly 0, which three's RingGeometry rejects. */
export function ringArc(progress: number): number {
  return Math.max(0.5, Math.min(1, progress) * 360);
}

/**
 * Item `index`'s centre relative to the eyes, in the menu's own frame (before it turns to follow the
 * head): the menu plane is tilted about X, so an item's sideways offset stays horizontal.
 */
export function itemCentre(index: number, count: number): { x: number; y: number; z: number } {
  const drop = Math.tan(toRad(MENU_PITCH_DEG)) * MENU_DISTANCE;
  return { x: itemOffsets(count)[index] ?? 0, y: -drop, z: -MENU_DISTANCE };
}
