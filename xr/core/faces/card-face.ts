/**
 * A chooser card's face on a plain canvas: the concert's picture above, its title below on up to two lines,
 * in one light-bordered tile like the menu's items. Pure drawing, with no three.js: the gaze scene wraps the
 * canvas in its binding's CanvasTexture.
 */
import type { StereoLayout } from '../projection';
import type { FaceCanvas, FaceContext, FaceMetrics } from './canvas-types';
import { fitText } from './fit-text';
import { drawIcon } from './icons';
import { tileFrame } from './item-layout';
import { BORDER, TEXT, TILE_FILL } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, drawLines, fitLineHeight, fontSpec, sizeFont } from './text-paint';

/** A title takes two lines at most; past them it ends in an ellipsis after a whole word. */
export const CARD_TITLE_LINES = 2;
/** Behind a card that has no picture (or whose picture failed): a little lighter than the tile, with a note. */
const NO_PICTURE_FILL = '#1e2a44';
const NO_PICTURE_ICON = '#cbd5e1';
const ICON_SHARE = 0.42;

/** A loaded picture and its own size in pixels; `region`, the part of it to show (all of it without). */
export interface CardPicture {
  source: CanvasImageSource;
  width: number;
  height: number;
  region?: PictureRegion;
}

export interface PictureRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much of a 360° still's heading a card shows, about its front: the stage and the players on it. */
export const FRONT_FIELD_DEG = 120;
const SHAPE_TOLERANCE = 0.03;

/**
 * The part of a concert's still worth a card: a 360° still (equirectangular, 2:1; for a stereo stream, its
 * first eye of two stacked or side by side) shows its front, the middle of the frame, where the stage is;
 * drawn whole, it would squeeze the whole hall into a strip. Any other picture shows whole.
 */
export function pictureRegion(size: { width: number; height: number }, layout: StereoLayout = 'mono'): PictureRegion {
  const near = (ratio: number, target: number) => Math.abs(ratio - target) / target < SHAPE_TOLERANCE;
  const { width, height } = size;
  let eye: PictureRegion = { x: 0, y: 0, width, height };
  if (layout === 'top-bottom' && near(width / height, 1)) eye = { ...eye, height: height / 2 };
  if (layout === 'side-by-side' && near(width / height, 4)) eye = { ...eye, width: width / 2 };
  if (!near(eye.width / eye.height, 2)) return eye;
  const front = (eye.width * FRONT_FIELD_DEG) / 360;
  return { ...eye, x: eye.x + (eye.width - front) / 2, width: front };
}

/** The 2D calls a card needs besides a face's: clipping to the tile's corners, and drawing the picture. */
export type CardContext = FaceContext & Pick<CanvasRenderingContext2D, 'clip' | 'drawImage'>;

export interface CardCanvas extends Omit<FaceCanvas, 'getContext'> {
  getContext(contextId: '2d'): CardContext | null;
}

export interface CardFace {
  title: string;
  picture: CardPicture | null;
}

/** Where things went, in canvas pixels: the picture's box, so a test can look at its pixels. */
export interface CardMetrics extends FaceMetrics {
  pictureBox: { left: number; top: number; width: number; height: number };
  /** Words were left out: the second line ends in an ellipsis. */
  truncated: boolean;
}

/** The part of a picture that fills a box of this shape, centred: a 360° still keeps its front, the stage. */
export function coverCrop(region: PictureRegion, boxWidth: number, boxHeight: number): PictureRegion {
  const scale = Math.max(boxWidth / region.width, boxHeight / region.height);
  const width = boxWidth / scale;
  const height = boxHeight / scale;
  return { x: region.x + (region.width - width) / 2, y: region.y + (region.height - height) / 2, width, height };
}

/** The title's lines for a card's text room: whole words only, an ellipsis only past the second line. */
export function cardTitleLines(title: string, maxWidth: number, measure: (s: string) => number) {
  return fitText(title.trim(), maxWidth, measure, CARD_TITLE_LINES);
}

/**
 * Paints a card whose picture takes `pictureShare` of its height. The title's cap height is never below
 * `capHeightPx` (a long line is narrowed a little, never shrunk), as on every other target.
 */
export function paintCardFace(canvas: CardCanvas, face: CardFace, capHeightPx: number, pictureShare: number): CardMetrics {
  const { width, height } = canvas;
  const frame = tileFrame(width, height);
  const pictureBox = { left: frame.border, top: frame.border, width: width - 2 * frame.border, height: Math.round(height * pictureShare) - frame.border };
  const ctx = canvas.getContext('2d');
  const font = ctx ? sizeFont(ctx, capHeightPx) : crudeFont(capHeightPx);
  const text = cardTitleLines(face.title, frame.maxTextWidth, font.measure);
  const metrics = { capHeightPx: font.capPx, lines: text.lines, squeezed: text.squeezed, truncated: text.truncated, pictureBox };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  roundedRectPath(ctx, frame.border / 2, frame.border / 2, width - frame.border, height - frame.border, frame.radius);
  ctx.fillStyle = TILE_FILL;
  ctx.fill();
  paintPicture(ctx, face.picture, pictureBox, frame.radius - frame.border);
  roundedRectPath(ctx, frame.border / 2, frame.border / 2, width - frame.border, height - frame.border, frame.radius);
  ctx.strokeStyle = BORDER;
  ctx.lineWidth = frame.border;
  ctx.stroke();
  const titleTop = pictureBox.top + pictureBox.height;
  const room = height - frame.border - titleTop;
  const lineHeight = fitLineHeight(room - font.fontPx * 0.2, text.lines.length, font.fontPx, 1.15);
  ctx.font = fontSpec(font.fontPx);
  const top = titleTop + (room - text.lines.length * lineHeight) / 2;
  drawLines(ctx, text.lines, { centreX: width / 2, top, lineHeight, capPx: font.capPx, maxWidth: frame.maxTextWidth, colour: TEXT });
  return metrics;
}

/** The picture, cropped to fill its box (rounded at the top like the tile), or a plain panel with a note. */
function paintPicture(ctx: CardContext, picture: CardPicture | null, box: CardMetrics['pictureBox'], radius: number): void {
  ctx.save();
  topRoundedPath(ctx, box, Math.max(0, radius));
  ctx.clip();
  if (picture) {
    const crop = coverCrop(picture.region ?? { x: 0, y: 0, width: picture.width, height: picture.height }, box.width, box.height);
    ctx.drawImage(picture.source, crop.x, crop.y, crop.width, crop.height, box.left, box.top, box.width, box.height);
  } else {
    ctx.fillStyle = NO_PICTURE_FILL;
    ctx.fill();
    const size = Math.min(box.width, box.height) * ICON_SHARE;
    drawIcon(ctx, 'concerts', box.left + box.width / 2, box.top + box.height / 2, size, NO_PICTURE_ICON);
  }
  ctx.restore();
}

/** A box with its top corners rounded and its bottom square, where the title's strip meets it. */
function topRoundedPath(ctx: FaceContext, box: CardMetrics['pictureBox'], radius: number): void {
  const { left, top, width, height } = box;
  const r = Math.min(radius, width / 2, height / 2);
  ctx.beginPath();
  ctx.moveTo(left, top + height);
  ctx.lineTo(left, top + r);
  ctx.arcTo(left, top, left + r, top, r);
  ctx.lineTo(left + width - r, top);
  ctx.arcTo(left + width, top, left + width, top + r, r);
  ctx.lineTo(left + width, top + height);
  ctx.closePath();
}
