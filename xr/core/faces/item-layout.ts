/** Where the parts of a gaze target's tile go, in canvas pixels: pure, so the numbers can be tested alone. */

/** The tile's edge: a 4–6 px light border, corners rounded by 12% of the short side. */
export interface TileFrame {
  border: number;
  radius: number;
  /** Inner margin from the canvas edge, above and below the icon and words. */
  pad: number;
  /** The words' room across: they may come nearer the sides, clear of the corners' curve at their height. */
  maxTextWidth: number;
}

export function tileFrame(width: number, height: number): TileFrame {
  const short = Math.min(width, height);
  const border = Math.min(6, Math.max(4, Math.round(short * 0.018)));
  const pad = border + Math.round(short * 0.06);
  const side = border + Math.round(short * 0.05);
  return { border, radius: short * 0.12, pad, maxTextWidth: Math.max(1, width - 2 * side) };
}

export interface TileStack {
  iconSize: number;
  iconCentreY: number;
  textTop: number;
  lineHeight: number;
}

const LINE_SPACING = 1.12;
const GAP_EM = 0.18;
/** The icon takes what the words leave, within these bounds (of the tile's short side / of the cap height). */
const ICON_MAX = 0.42;
const ICON_MIN_CAPS = 1.3;

/**
 * Stacks the icon over the words and centres the pair in the tile. The icon is sized as if every label had
 * `reservedLines` lines, so the icons of a menu match whatever their words. It never drops out for want of
 * room (issue 12: an icon and a word on every item): at worst it is a little larger than a capital.
 */
export function stackTile(frame: TileFrame, width: number, height: number, fontPx: number, capPx: number, lineCount: number, hasIcon: boolean, reservedLines = lineCount): TileStack {
  const lineHeight = fontPx * LINE_SPACING;
  const textHeight = lineCount * lineHeight;
  const gap = hasIcon && lineCount > 0 ? fontPx * GAP_EM : 0;
  const room = height - 2 * frame.pad - Math.max(lineCount, reservedLines) * lineHeight - fontPx * GAP_EM;
  const iconSize = hasIcon ? Math.max(capPx * ICON_MIN_CAPS, Math.min(room, Math.min(width, height) * ICON_MAX, frame.maxTextWidth)) : 0;
  const top = (height - (iconSize + gap + textHeight)) / 2;
  return { iconSize, iconCentreY: top + iconSize / 2, textTop: top + iconSize + gap, lineHeight };
}
