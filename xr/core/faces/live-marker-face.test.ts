import { describe, expect, it } from 'vitest';
import { LIVE_RED, OFF_EDGE, paintLiveMarkerFace } from './live-marker-face';
import { TEXT, TILE_FILL } from './palette';
import { fakeCanvas, RecordingContext } from './recording-context';

/** The marker as the gaze scene makes it: 16° × 5.5° at 1.5 m, 1200 px per metre; capitals of 1.3°. */
const W = 506;
const H = 173;
const CAP = 41;

function paint(label: string, atEdge: boolean) {
  const ctx = new RecordingContext();
  const metrics = paintLiveMarkerFace(fakeCanvas(W, H, ctx), { label, atEdge }, CAP);
  return { ctx, metrics };
}

describe('paintLiveMarkerFace', () => {
  it('paints a borderless plate, a still red dot at the live edge, and the word on one line', () => {
    const { ctx, metrics } = paint('Live', true);
    expect(ctx.paints.map((p) => [p.kind, p.colour])).toEqual([
      ['fill', TILE_FILL],
      ['fill', LIVE_RED],
    ]);
    expect(ctx.texts.map((t) => [t.text, t.colour])).toEqual([['Live', TEXT]]);
    expect(metrics.lines).toEqual(['Live']);
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CAP);
  });

  it('greys the dot away from the live edge, the word unchanged', () => {
    const { ctx } = paint('Live', false);
    expect(ctx.paints[1]?.colour).toBe(OFF_EDGE);
    expect(ctx.texts[0]?.text).toBe('Live');
  });

  it("keeps the six languages' words on one line, within the plate, at the labels' cap height", () => {
    for (const word of ['Live', 'En directo', 'Em direto', 'En direct']) {
      const { ctx, metrics } = paint(word, true);
      expect(metrics.lines, word).toEqual([word]);
      expect(metrics.squeezed, word).toBe(false);
      const [dot] = ctx.paints.slice(1);
      const [text] = ctx.texts;
      expect(dot!.bounds.left, word).toBeGreaterThan(0);
      expect(text!.x + (text!.maxWidth ?? 0), word).toBeLessThanOrEqual(W);
    }
  });
});
