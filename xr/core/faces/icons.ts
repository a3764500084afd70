import type { FaceContext } from './canvas-types';
import { applause, applauseSent } from './icons-applause';
import { makePen, type Pen } from './icon-pen';
import { live } from './icons-live';
import { mood1, mood2, mood3, mood4, mood5 } from './icons-mood';
import { back30, forward30, pause, play, restart } from './icons-playback';
import { captionsOff, captionsOn, louder, quieter } from './icons-sound';
import { back, concerts, exitVr, menu, more, recenter } from './icons-view';

export type FaceIcon =
  | 'play'
  | 'pause'
  | 'restart'
  | 'back30'
  | 'forward30'
  | 'quieter'
  | 'louder'
  | 'captionsOn'
  | 'captionsOff'
  | 'recenter'
  | 'concerts'
  | 'exitVr'
  | 'menu'
  | 'back'
  | 'more'
  | 'applause'
  | 'applauseSent'
  | 'live'
  | 'mood1'
  | 'mood2'
  | 'mood3'
  | 'mood4'
  | 'mood5';

/** A record, not a switch: the compiler then refuses a FaceIcon without a drawing. */
const DRAWINGS: Readonly<Record<FaceIcon, (pen: Pen) => void>> = {
  play,
  pause,
  restart,
  back30,
  forward30,
  quieter,
  louder,
  captionsOn,
  captionsOff,
  recenter,
  concerts,
  exitVr,
  menu,
  back,
  more,
  applause,
  applauseSent,
  live,
  mood1,
  mood2,
  mood3,
  mood4,
  mood5,
};

export const FACE_ICONS = Object.keys(DRAWINGS) as readonly FaceIcon[];

/** Strokes this thick (of the icon's size) stay solid when the headset's lenses soften the picture. */
const STROKE = 0.09;

/** Draws an icon centred on (cx, cy) within a `size`-pixel square, in one colour, as vector paths. */
export function drawIcon(ctx: FaceContext, icon: FaceIcon, cx: number, cy: number, size: number, colour: string): void {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = STROKE * size;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.setLineDash([]);
  DRAWINGS[icon](makePen(ctx, cx, cy, size));
  ctx.restore();
}
