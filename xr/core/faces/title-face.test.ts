import { describe, expect, it } from 'vitest';
import { TEXT, TILE_FILL } from './palette';
import { fakeCanvas, RecordingContext } from './recording-context';
import { paintTitleFace } from './title-face';

/** A poster's title strip as the gaze scene makes it: 16° × 4.5° at 1.5 m, 1200 px per metre, 1.4° capitals. */
const W = 506;
const H = 141;
const CAP = 44;

describe('paintTitleFace', () => {
  it('fills the whole strip dark and centres a short title in white', () => {
    const ctx = new RecordingContext();
    const metrics = paintTitleFace(fakeCanvas(W, H, ctx), 'Messiah', CAP);
    expect(metrics).toMatchObject({ lines: ['Messiah'], squeezed: false });
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CAP);
    expect(ctx.paints).toEqual([expect.objectContaining({ kind: 'fill', colour: TILE_FILL, bounds: { left: 0, top: 0, right: W, bottom: H } })]);
    expect(ctx.texts).toMatchObject([{ text: 'Messiah', x: W / 2, colour: TEXT }]);
    const { y } = ctx.texts[0]!;
    // The capitals sit in the middle of the strip.
    expect(y - metrics.capHeightPx / 2).toBeCloseTo(H / 2, 6);
  });

  it('wraps a long title onto two lines that stay inside the strip, the second cut with an ellipsis if need be', () => {
    const ctx = new RecordingContext();
    const metrics = paintTitleFace(fakeCanvas(W, H, ctx), 'The Four Seasons by candlelight in the old chapel', CAP);
    expect(metrics.lines).toHaveLength(2);
    expect(metrics.lines[1]?.endsWith('…')).toBe(true);
    const [first, second] = ctx.texts;
    expect(first!.y - metrics.capHeightPx).toBeGreaterThan(0);
    expect(second!.y).toBeLessThan(H);
    expect(second!.y - first!.y).toBeGreaterThanOrEqual(first!.fontPx);
  });

  it('without a 2D context reports the lines and paints nothing', () => {
    expect(paintTitleFace(fakeCanvas(W, H, null), 'Messiah', CAP)).toEqual({ capHeightPx: 63 * 0.7, lines: ['Messiah'], squeezed: false });
  });
});
