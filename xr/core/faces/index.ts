/**
 * The headset's 2D faces (gaze targets, caption panel, chooser cards, the keypad's display) painted on a
 * plain canvas, with no three.js: each binding wraps the canvas in its own copy of three's CanvasTexture, so
 * both draw alike.
 */
export type { FaceCanvas, FaceContext, FaceMetrics } from './canvas-types';
export { paintBoardFace, type BoardMetrics, type BoardRow } from './board-face';
export { paintCardFace, pictureRegion, type CardMetrics, type CardPicture } from './card-face';
export { paintCaptionFace } from './caption-face';
export { fontForCapHeight, wrapWords } from './font-size';
export { drawIcon, FACE_ICONS, type FaceIcon } from './icons';
export { paintItemFace, type ItemFace } from './item-face';
export { LIVE_RED, OFF_EDGE, paintLiveMarkerFace, type LiveMarkerFace } from './live-marker-face';
export { CURSOR, paintKeypadDisplayFace, type KeypadDisplayFace, type KeypadDisplayMetrics } from './keypad-display-face';
