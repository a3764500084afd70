import { describe, expect, it } from 'vitest';
import { IngestError } from './errors';
import { checkDecodeErrors, checkEncodedDuration, checkFrameSize } from './ingest-checks';

describe('checkFrameSize', () => {
  it('takes a camera-sized frame in every layout, down to 256×128 per eye', () => {
    expect(() => checkFrameSize('a.mp4', 5760, 2880, 'mono')).not.toThrow();
    expect(() => checkFrameSize('a.mp4', 256, 256, 'top-bottom')).not.toThrow();
    expect(() => checkFrameSize('a.mp4', 512, 128, 'side-by-side')).not.toThrow();
  });

  it('refuses a frame whose eye is smaller, naming the sizes', () => {
    expect(() => checkFrameSize('/cards/tiny.mp4', 1, 1, 'top-bottom')).toThrow(new IngestError(
      'tiny.mp4 is 1×1 pixels, each eye 1×0.5 as top-bottom: too small for a 360° video (at least 256×128 per eye). ' +
        'Check that this is the camera file itself, not a thumbnail, a proxy or a broken export. Nothing was encoded.',
    ));
    expect(() => checkFrameSize('a.mp4', 254, 127, 'mono')).toThrow(/a\.mp4 is 254×127 pixels: too small/);
    expect(() => checkFrameSize('a.mp4', 510, 256, 'side-by-side')).toThrow(/each eye 255×256 as side-by-side/);
  });
});

describe('checkDecodeErrors', () => {
  it('passes a run that printed nothing at level error', () => {
    expect(() => checkDecodeErrors('a.mp4', '')).not.toThrow();
    expect(() => checkDecodeErrors('a.mp4', '\n  \n')).not.toThrow();
  });

  it('fails on any error line, showing the first five and counting the rest', () => {
    const lines = Array.from({ length: 8 }, (_, i) => `[mov,mp4 @ 0x1] stream 1, offset 0x${i}: partial file`);
    let message = '';
    try {
      checkDecodeErrors('/cards/concert.mp4', `${lines.join('\n')}\n`);
    } catch (error) {
      expect(error).toBeInstanceOf(IngestError);
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^ffmpeg reported errors while reading concert\.mp4: the file is damaged or incomplete/);
    expect(message).toContain('the earlier output, if any, is unchanged');
    expect(message).toContain(lines.slice(0, 5).join('\n'));
    expect(message).not.toContain(lines[5]);
    expect(message).toMatch(/… and 3 more\.$/);
  });
});

describe('checkEncodedDuration', () => {
  it('passes output within half a second (or two frames) of the expected length', () => {
    expect(() => checkEncodedDuration('a.mp4', 2, 2, 30)).not.toThrow();
    expect(() => checkEncodedDuration('a.mp4', 3600, 3599.6, 30)).not.toThrow();
    expect(() => checkEncodedDuration('a.mp4', 10, 9.3, 2)).not.toThrow(); // 2 fps: two frames are a second
  });

  it('refuses output notably shorter: the truncated file that gave 1.32 s of 2.0 s', () => {
    expect(() => checkEncodedDuration('/cards/cut.mp4', 2, 1.32, 30)).toThrow(
      /^cut\.mp4 should last 2\.00 s, but only 1\.32 s of it could be encoded: the file is probably truncated/,
    );
    expect(() => checkEncodedDuration('a.mp4', 3600, 3599, 30)).toThrow(IngestError);
  });
});
