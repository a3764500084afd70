import { describe, expect, it } from 'vitest';
import { paintCaptionFace } from './caption-face';
import { CAPTION_FILL, TEXT } from './palette';
import { fakeCanvas, RecordingContext } from './recording-context';

/** The caption panel as the gaze scene makes it: 32° × 11° at 1.8 m, 1200 px per metre, 1.4° capitals. */
const W = 1239;
const H = 416;
const CAP = 53;

function paint(text: string) {
  const ctx = new RecordingContext();
  const metrics = paintCaptionFace(fakeCanvas(W, H, ctx), text, CAP);
  return { ctx, metrics };
}

describe('paintCaptionFace', () => {
  it('paints nothing for no caption, but clears what was there', () => {
    for (const text of ['', '   ']) {
      const { ctx, metrics } = paint(text);
      expect(ctx.cleared).toEqual([{ left: 0, top: 0, right: W, bottom: H }]);
      expect(ctx.paints).toEqual([]);
      expect(ctx.texts).toEqual([]);
      expect(metrics.lines).toEqual([]);
    }
  });

  it('sizes a near-black panel to a short caption, centred, and leaves the rest of the canvas clear', () => {
    const { ctx, metrics } = paint('Bravo!');
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CAP);
    const [panel] = ctx.paints;
    expect(panel).toMatchObject({ kind: 'fill', colour: CAPTION_FILL });
    const { left, right, top, bottom } = panel!.bounds;
    expect(right - left).toBeLessThan(W / 2);
    expect(left + right).toBeCloseTo(W, 6);
    expect(top + bottom).toBeCloseTo(H, 6);
    expect(ctx.texts).toMatchObject([{ text: 'Bravo!', x: W / 2, colour: TEXT }]);
    const { y } = ctx.texts[0]!;
    expect(y - metrics.capHeightPx).toBeGreaterThan(top);
    expect(y).toBeLessThan(bottom);
  });

  it('shows at most three lines, centred, ending in an ellipsis when even narrowed text is too long', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const { ctx, metrics } = paint(long);
    expect(metrics.lines).toHaveLength(3);
    expect(metrics.lines[2]?.endsWith('…')).toBe(true);
    expect(ctx.texts.map((t) => t.text)).toEqual(metrics.lines);
    for (const text of ctx.texts) expect(text.x).toBe(W / 2);
  });

  it('keeps the lines a cue breaks itself', () => {
    expect(paint('- Is it Mozart?\n- Haydn.').metrics.lines).toEqual(['- Is it Mozart?', '- Haydn.']);
  });

  it('without a 2D context reports the lines and paints nothing', () => {
    const metrics = paintCaptionFace(fakeCanvas(W, H, null), 'Bravo!', CAP);
    expect(metrics).toEqual({ capHeightPx: 76 * 0.7, lines: ['Bravo!'], squeezed: false });
  });
});
