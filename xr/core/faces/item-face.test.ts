import { describe, expect, it } from 'vitest';
import { paintItemFace } from './item-face';
import { tileFrame } from './item-layout';
import { BORDER, DISABLED, TEXT, TILE_FILL } from './palette';
import { fakeCanvas, RecordingContext } from './recording-context';

/** A menu item as the gaze scene makes it: 11° × 9.5° at 1.5 m, 1200 px per metre, 1.4° capitals. */
const W = 347;
const H = 299;
const CAP = 44;

function paint(label: string, disabled = false, ctx = new RecordingContext()) {
  const metrics = paintItemFace(fakeCanvas(W, H, ctx), { icon: 'captionsOn', label, disabled }, CAP);
  return { ctx, metrics };
}

describe('paintItemFace', () => {
  it('sizes the label so its measured capitals are at least as tall as asked', () => {
    const { ctx, metrics } = paint('Play');
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CAP);
    const label = ctx.texts.find((t) => t.text === 'Play');
    expect(label?.fontPx).toBe(Math.ceil(CAP / 0.7));
  });

  it('steps the size up when the face rounds its capitals down', () => {
    // A font whose capitals come out a whole pixel short of 0.7 em at the size the ratio predicts.
    const ctx = new RecordingContext(0.6, (px) => Math.floor(px * 0.7));
    const metrics = paintItemFace(fakeCanvas(W, H, ctx), { icon: null, label: 'Play', disabled: false }, 44.5);
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(44.5);
    expect(ctx.texts[0]?.fontPx).toBe(65);
  });

  it('paints an opaque navy tile with a solid light border, the icon and white words', () => {
    const { ctx, metrics } = paint('Captions on');
    expect(ctx.cleared).toEqual([{ left: 0, top: 0, right: W, bottom: H }]);
    const [tile, border] = ctx.paints;
    expect(tile).toMatchObject({ kind: 'fill', colour: TILE_FILL });
    expect(border).toMatchObject({ kind: 'stroke', colour: BORDER, dashed: false });
    expect(border?.lineWidth).toBeGreaterThanOrEqual(4);
    expect(ctx.texts.map((t) => t.text)).toEqual(['CC', ...metrics.lines]);
    for (const text of ctx.texts) expect(text.colour).toBe(TEXT);
  });

  it('wraps a long label onto two lines, each within the tile', () => {
    const { ctx, metrics } = paint('Avec sous-titres');
    expect(metrics.lines).toEqual(['Avec', 'sous-titres']);
    const lines = ctx.texts.slice(1);
    expect(lines[1]!.y - lines[0]!.y).toBeGreaterThanOrEqual(lines[0]!.fontPx);
    for (const line of lines) {
      expect(line.y).toBeLessThan(H);
      expect(line.maxWidth).toBe(tileFrame(W, H).maxTextWidth);
    }
  });

  it('narrows a word too wide for the tile instead of shrinking it, and says so', () => {
    const { ctx, metrics } = paint('Ondertitelingsinstellingen');
    expect(metrics.squeezed).toBe(true);
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CAP);
    const word = ctx.texts.find((t) => t.text === 'Ondertitelingsinstellingen');
    expect(word?.maxWidth).toBe(tileFrame(W, H).maxTextWidth);
  });

  it('greys out an unavailable item with a dashed border, in the very same layout', () => {
    const enabled = paint('Restart');
    const disabled = paint('Restart', true);
    expect(disabled.metrics).toEqual(enabled.metrics);
    expect(disabled.ctx.texts.map(({ text, x, y, fontPx }) => ({ text, x, y, fontPx }))).toEqual(enabled.ctx.texts.map(({ text, x, y, fontPx }) => ({ text, x, y, fontPx })));
    for (const text of disabled.ctx.texts) expect(text.colour).toBe(DISABLED);
    expect(disabled.ctx.paints[1]).toMatchObject({ kind: 'stroke', colour: DISABLED, dashed: true });
    expect(disabled.ctx.paints.slice(2).every((p) => !p.dashed)).toBe(true);
  });

  it('without a 2D context (jsdom) reports the lines from a rough measure and paints nothing', () => {
    const metrics = paintItemFace(fakeCanvas(W, H, null), { icon: 'play', label: 'Captions on', disabled: false }, CAP);
    // Rough measure: 0.6 em a letter at 63 px, about 38 px a letter; the text room is 307 px, 8 letters.
    expect(metrics).toEqual({ capHeightPx: 63 * 0.7, lines: ['Captions', 'on'], squeezed: false });
  });
});
