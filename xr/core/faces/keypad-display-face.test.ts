import { describe, expect, it } from 'vitest';
import { CURSOR, paintKeypadDisplayFace } from './keypad-display-face';
import { DISABLED, TEXT, TILE_FILL } from './palette';
import { fakeCanvas, RecordingContext } from './recording-context';

/** The keypad's display as the gaze scene makes it: 26° × 6.5° at 1.5 m, 1200 px per metre; code 2.4°, note 1.3°. */
const W = 831;
const H = 204;
const CODE_CAP = 75.4;
const NOTE_CAP = 40.8;

function paint(cells: string[], note = 'Session code') {
  const ctx = new RecordingContext();
  const metrics = paintKeypadDisplayFace(fakeCanvas(W, H, ctx), { cells, note }, CODE_CAP, NOTE_CAP);
  return { ctx, metrics };
}

describe('paintKeypadDisplayFace', () => {
  it('shows the typed characters large, a grey underline for each still to come and a yellow one for the next', () => {
    const { ctx, metrics } = paint(['K', '7', 'M', '', '', '']);
    expect(metrics.lines).toEqual(['K 7 M _ _ _', 'Session code']);
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CODE_CAP);
    expect(metrics.noteCapHeightPx).toBeGreaterThanOrEqual(NOTE_CAP);
    const [panel, ...underlines] = ctx.paints;
    expect(panel).toMatchObject({ kind: 'fill', colour: TILE_FILL, bounds: { left: 0, top: 0, right: W, bottom: H } });
    expect(underlines.map((line) => line.colour)).toEqual([TEXT, TEXT, TEXT, CURSOR, DISABLED, DISABLED]);
    expect(ctx.texts.map((t) => t.text)).toEqual(['K', '7', 'M', 'Session code']);
    for (const text of ctx.texts) expect(text.colour).toBe(TEXT);
    const [k, seven] = ctx.texts;
    expect(k!.fontPx).toBeGreaterThan(ctx.texts[3]!.fontPx);
    // Each letter stands on its own underline, the cells evenly spaced.
    expect(k!.x).toBeCloseTo((underlines[0]!.bounds.left + underlines[0]!.bounds.right) / 2, 6);
    expect(seven!.x - k!.x).toBeCloseTo(underlines[2]!.bounds.left - underlines[1]!.bounds.left, 6);
    for (const line of underlines) expect(line.bounds.top).toBeGreaterThan(k!.y);
  });

  it('keeps the letters, the underlines and the note inside the panel, the note under the code', () => {
    const { ctx } = paint(['K', '7', 'M', '3', 'A', 'C'], 'Joining…');
    const note = ctx.texts.at(-1)!;
    const code = ctx.texts[0]!;
    expect(code.y - code.fontPx * 0.7).toBeGreaterThan(0);
    // Room below the note's baseline for a descender.
    expect(note.y + note.fontPx * 0.25).toBeLessThanOrEqual(H);
    expect(note.y - note.fontPx * 0.7).toBeGreaterThan(Math.max(...ctx.paints.slice(1).map((p) => p.bounds.bottom)));
    for (const paintCall of ctx.paints) {
      expect(paintCall.bounds.left).toBeGreaterThanOrEqual(0);
      expect(paintCall.bounds.right).toBeLessThanOrEqual(W);
    }
    expect(ctx.paints.slice(1).some((p) => p.colour === CURSOR)).toBe(false);
  });

  it('keeps a long message to one line, its letters never smaller than asked', () => {
    const { ctx, metrics } = paint(['K', '', '', '', '', ''], 'This code is not known here: ask the person leading the session for it again');
    expect(metrics.lines).toHaveLength(2);
    expect(metrics.noteCapHeightPx).toBeGreaterThanOrEqual(NOTE_CAP);
    expect(ctx.texts.at(-1)!.maxWidth).toBeLessThan(W);
  });

  it('without a 2D context reports the lines and paints nothing', () => {
    const metrics = paintKeypadDisplayFace(fakeCanvas(W, H, null), { cells: ['K', ''], note: 'Session code' }, CODE_CAP, NOTE_CAP);
    expect(metrics.lines).toEqual(['K _', 'Session code']);
  });
});
