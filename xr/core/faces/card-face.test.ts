import { describe, expect, it } from 'vitest';
import { ELLIPSIS } from './font-size';
import { TEXT } from './palette';
import { RecordingContext } from './recording-context';
import { cardTitleLines, coverCrop, paintCardFace, pictureRegion, type CardCanvas, type CardContext, type CardPicture } from './card-face';

/** A card as the gaze scene makes it: 26° × 17° at 1.5 m, 1200 px per metre, 1.3° capitals. */
const W = 831;
const H = 537;
const CAP = 41;
const SHARE = 11.5 / 17;

/** The recording fake, also recording clips and pictures drawn. */
class CardRecording extends RecordingContext implements CardContext {
  readonly images: number[][] = [];
  clips = 0;
  clip(): void {
    this.clips += 1;
  }
  drawImage(...args: unknown[]): void {
    this.images.push(args.slice(1).map(Number));
  }
}

const canvasOf = (ctx: CardRecording | null): CardCanvas => ({ width: W, height: H, getContext: () => ctx });
const PICTURE: CardPicture = { source: {} as CanvasImageSource, width: 1280, height: 640 };
/** One em per letter: easy widths to reason about (10 px letters make a 10-letter word 100 px). */
const measure = (s: string) => s.length * 10;

describe('a chooser card title', () => {
  it('fits a title on one line when it can, and keeps a long one to two lines of whole words', () => {
    expect(cardTitleLines('Messiah', 200, measure)).toMatchObject({ lines: ['Messiah'], truncated: false });
    const { lines, truncated } = cardTitleLines('Spring Strings at the Concertgebouw', 200, measure);
    expect(lines).toHaveLength(2);
    expect(truncated).toBe(false);
    expect(lines.join(' ')).toBe('Spring Strings at the Concertgebouw');
  });

  it('ends the second line with an ellipsis only past two lines, after a whole word', () => {
    const title = 'Classical Strings for a Quiet Afternoon in the Old Chapel by the Sea';
    const { lines, truncated } = cardTitleLines(title, 200, measure);
    expect(lines).toHaveLength(2);
    expect(truncated).toBe(true);
    expect(lines[0]!.endsWith(ELLIPSIS)).toBe(false);
    expect(lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    const words = title.split(' ');
    const shown = [...lines[0]!.split(' '), ...lines[1]!.slice(0, -1).split(' ')];
    expect(shown).toEqual(words.slice(0, shown.length));
  });

  it('never cuts a long single word: it keeps a line of its own, narrowed when drawn', () => {
    const { lines } = cardTitleLines('Streichquartettnachmittagskonzert live', 200, measure);
    expect(lines).toEqual(['Streichquartettnachmittagskonzert', 'live']);
    const alone = cardTitleLines('Streichquartettnachmittagskonzert', 200, measure);
    expect(alone).toMatchObject({ lines: ['Streichquartettnachmittagskonzert'], truncated: false, squeezed: true });
  });

  it('breaks at spaces only, never inside a word, even for many short words', () => {
    const { lines } = cardTitleLines('a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh', 120, measure);
    const words = new Set('a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh'.split(' '));
    for (const word of lines.flatMap((line) => line.replace(ELLIPSIS, '').split(' '))) expect(words.has(word)).toBe(true);
  });
});

describe('paintCardFace', () => {
  it('draws the picture cropped to fill its box above the title, and the title in white below it', () => {
    const ctx = new CardRecording();
    const metrics = paintCardFace(canvasOf(ctx), { title: 'Spring Strings at the Concertgebouw', picture: PICTURE }, CAP, SHARE);
    expect(ctx.images).toHaveLength(1);
    const [, , , , dx, dy, dw, dh] = ctx.images[0]!;
    expect({ left: dx, top: dy, width: dw, height: dh }).toEqual(metrics.pictureBox);
    expect(metrics.lines.length).toBeLessThanOrEqual(2);
    expect(metrics.capHeightPx).toBeGreaterThanOrEqual(CAP);
    const pictureBottom = metrics.pictureBox.top + metrics.pictureBox.height;
    for (const text of ctx.texts) {
      expect(text.colour).toBe(TEXT);
      expect(text.y - metrics.capHeightPx).toBeGreaterThan(pictureBottom);
      expect(text.y).toBeLessThan(H);
    }
  });

  it('keeps the title when there is no picture, with a plain panel and a note where the picture would be', () => {
    const ctx = new CardRecording();
    const metrics = paintCardFace(canvasOf(ctx), { title: 'Messiah', picture: null }, CAP, SHARE);
    expect(ctx.images).toHaveLength(0);
    expect(ctx.texts.map((text) => text.text)).toEqual(['Messiah']);
    expect(metrics.lines).toEqual(['Messiah']);
  });

  it('without a 2D context reports the lines and paints nothing', () => {
    expect(paintCardFace(canvasOf(null), { title: 'Messiah', picture: PICTURE }, CAP, SHARE).lines).toEqual(['Messiah']);
  });
});

describe('the part of a picture a card shows', () => {
  it('crops the middle of a region to fill the box', () => {
    expect(coverCrop({ x: 0, y: 0, width: 2000, height: 1000 }, 400, 100)).toEqual({ x: 0, y: 250, width: 2000, height: 500 });
    expect(coverCrop({ x: 100, y: 0, width: 2000, height: 1000 }, 100, 100)).toEqual({ x: 600, y: 0, width: 1000, height: 1000 });
  });

  it('shows a 360° still\'s front (its middle third of headings), and a flat picture whole', () => {
    expect(pictureRegion({ width: 1280, height: 640 })).toEqual({ x: 640 - 1280 / 6, y: 0, width: 1280 / 3, height: 640 });
    expect(pictureRegion({ width: 640, height: 360 })).toEqual({ x: 0, y: 0, width: 640, height: 360 });
  });

  it('takes the first eye of a stereo still, and a stereo stream\'s single-eye still as it is', () => {
    expect(pictureRegion({ width: 1280, height: 1280 }, 'top-bottom')).toEqual({ x: 640 - 1280 / 6, y: 0, width: 1280 / 3, height: 640 });
    expect(pictureRegion({ width: 2560, height: 640 }, 'side-by-side')).toEqual({ x: 640 - 1280 / 6, y: 0, width: 1280 / 3, height: 640 });
    expect(pictureRegion({ width: 1280, height: 640 }, 'top-bottom')).toEqual({ x: 640 - 1280 / 6, y: 0, width: 1280 / 3, height: 640 });
  });

  it('draws only the region given, cropped to the picture box', () => {
    const ctx = new CardRecording();
    const region = pictureRegion({ width: 1280, height: 640 });
    const metrics = paintCardFace(canvasOf(ctx), { title: 'Messiah', picture: { ...PICTURE, region } }, CAP, SHARE);
    const [sx, sy, sw, sh] = ctx.images[0]!;
    expect(sx).toBeGreaterThanOrEqual(region.x);
    expect(sx! + sw!).toBeLessThanOrEqual(region.x + region.width + 1e-9);
    expect(sw! / sh!).toBeCloseTo(metrics.pictureBox.width / metrics.pictureBox.height, 6);
    expect(sy! + sh! / 2).toBeCloseTo(320, 6);
  });
});
