import { describe, expect, it } from 'vitest';
import { drawIcon, FACE_ICONS, type FaceIcon } from './icons';
import { RecordingContext } from './recording-context';

const CX = 100;
const CY = 80;
const SIZE = 60;

function draw(icon: FaceIcon): RecordingContext {
  const ctx = new RecordingContext();
  drawIcon(ctx, icon, CX, CY, SIZE, '#123456');
  return ctx;
}

describe('drawIcon', () => {
  it('has a drawing for each of the twenty-three icons the player uses', () => {
    expect([...FACE_ICONS].sort()).toEqual(
      ['applause', 'applauseSent', 'live', 'back', 'back30', 'captionsOff', 'captionsOn', 'concerts', 'exitVr', 'forward30', 'louder', 'menu', 'more', 'pause', 'play', 'quieter', 'recenter', 'restart', 'mood1', 'mood2', 'mood3', 'mood4', 'mood5'].sort(),
    );
    for (const icon of FACE_ICONS) expect(draw(icon).paints.length, icon).toBeGreaterThan(0);
  });

  it('draws each icon in the colour asked for and inside its square (allowing for half a stroke)', () => {
    for (const icon of FACE_ICONS) {
      const ctx = draw(icon);
      for (const paint of ctx.paints) {
        expect(paint.colour, icon).toBe('#123456');
        const slack = paint.kind === 'stroke' ? paint.lineWidth / 2 : 0;
        expect(paint.bounds.left - slack, icon).toBeGreaterThanOrEqual(CX - SIZE / 2 - 0.01);
        expect(paint.bounds.right + slack, icon).toBeLessThanOrEqual(CX + SIZE / 2 + 0.01);
        expect(paint.bounds.top - slack, icon).toBeGreaterThanOrEqual(CY - SIZE / 2 - 0.01);
        expect(paint.bounds.bottom + slack, icon).toBeLessThanOrEqual(CY + SIZE / 2 + 0.01);
      }
      for (const text of ctx.texts) expect(text.colour, icon).toBe('#123456');
    }
  });

  it('gives every icon a drawing of its own', () => {
    const drawings = new Map(FACE_ICONS.map((icon) => [draw(icon).log.join('\n'), icon]));
    expect(drawings.size).toBe(FACE_ICONS.length);
  });

  it('strikes through the captions box when captions would be turned off', () => {
    const on = draw('captionsOn');
    const off = draw('captionsOff');
    expect(off.log.slice(0, on.log.length)).toEqual(on.log);
    expect(off.paints.length).toBe(on.paints.length + 1);
    expect(off.paints.at(-1)?.kind).toBe('stroke');
  });

  it('puts "30" in the skip icons, their arrows turning opposite ways', () => {
    const back = draw('back30');
    const forward = draw('forward30');
    expect(back.texts.map((t) => t.text)).toEqual(['30']);
    expect(forward.texts.map((t) => t.text)).toEqual(['30']);
    const arcOf = (ctx: RecordingContext) => ctx.log.find((call) => call.startsWith('arc '));
    expect(arcOf(back)?.endsWith('false')).toBe(true);
    expect(arcOf(forward)?.endsWith('true')).toBe(true);
  });

  it('leaves the context as it found it', () => {
    for (const icon of FACE_ICONS) {
      const ctx = new RecordingContext();
      ctx.font = '700 40px sans-serif';
      ctx.fillStyle = '#ffffff';
      drawIcon(ctx, icon, CX, CY, SIZE, '#123456');
      expect(ctx.saves, icon).toBe(1);
      expect(ctx.restores, icon).toBe(1);
      expect(ctx.font).toBe('700 40px sans-serif');
      expect(ctx.fillStyle).toBe('#ffffff');
    }
  });
});
