import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STILL_FORMATS, STILL_NAMES, STILL_WIDTHS, stillFile, stillOf, stillPoster, stillSrcSet } from './stills';

const PUBLIC = join(__dirname, '../../public');
const DIR = join(PUBLIC, 'images/stills');
/** The whole folder: 8 stills at 4 widths in AVIF and WebP and 2 in JPEG. */
const BUDGET_BYTES = 2.5 * 1024 * 1024;

const listed = STILL_NAMES.flatMap((name) => STILL_FORMATS.flatMap((format) => STILL_WIDTHS[format].map((width) => stillFile(name, format, width))));

/** Width and height from the header of a JPEG (SOF0/SOF2), WebP (VP8/VP8L/VP8X) or AVIF (ispe box). */
function sizeOf(bytes: Buffer): { width: number; height: number } {
  const ispe = bytes.indexOf('ispe');
  if (ispe > 0) return { width: bytes.readUInt32BE(ispe + 8), height: bytes.readUInt32BE(ispe + 12) };
  if (bytes.toString('latin1', 0, 4) === 'RIFF') {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes.readUInt16BE(i);
    if (marker === 0xffc0 || marker === 0xffc2) return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('no size found');
}

describe('the stills of the demo hall', () => {
  it('has every listed file, at its width and 16:9, and no file that is not listed', () => {
    expect(readdirSync(DIR).map((file) => `/images/stills/${file}`).sort()).toEqual([...listed].sort());
    for (const file of listed) {
      const { width, height } = sizeOf(readFileBytes(file));
      expect({ file, width, height }).toEqual({ file, width: Number(/-(\d+)\./.exec(file)?.[1]), height: Math.round((width * 9) / 16 / 2) * 2 });
    }
  });

  it('keeps the folder within its budget', () => {
    const bytes = readdirSync(DIR).reduce((sum, file) => sum + statSync(join(DIR, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('names a still from any of its addresses, and nothing else', () => {
    expect(stillPoster('harpsichord')).toBe('/images/stills/harpsichord-1200.jpg');
    expect(stillOf('/images/stills/harpsichord-1200.jpg')).toBe('harpsichord');
    expect(stillOf('/images/stills/stage-row3-480.avif')).toBe('stage-row3');
    expect(stillOf('/images/stills/unknown-480.avif')).toBeUndefined();
    expect(stillOf('https://cdn.example/images/stills/stage-row3-480.jpg')).toBeUndefined();
    expect(stillOf('/images/concerts/1.svg')).toBeUndefined();
    expect(stillSrcSet('stage-side', 'jpg')).toBe('/images/stills/stage-side-800.jpg 800w, /images/stills/stage-side-1200.jpg 1200w');
  });
});

function readFileBytes(file: string): Buffer {
  return readFileSync(join(PUBLIC, file));
}
