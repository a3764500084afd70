import { describe, expect, it } from 'vitest';
import { CARD, renderSocialCard } from './social-image.ts';

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngHeader(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('link-preview cards', () => {
  it('are 1200×630 PNGs drawn from the artwork, with text in any latin script', async () => {
    const png = await renderSocialCard(
      { file: 'social/x.png', title: 'Dvořák in the Concertgebouw: Łódź, São Paulo, Zürich', line: 'Amstel String Quartet · 12 April 2025', artwork: '/images/concerts/1.svg', brand: 'Tutti' },
      'public',
    );
    expect(pngHeader(png)).toEqual(CARD);
    // A card with text is far larger than a flat fill: the text was drawn.
    expect(png.length).toBeGreaterThan(20_000);
  }, 30_000);

  it('draw a brand card without artwork', async () => {
    const png = await renderSocialCard({ file: 'social/site.png', title: 'Tutti', line: 'Live music for people in care', brand: 'Tutti' }, 'public');
    expect(pngHeader(png)).toEqual(CARD);
  }, 30_000);

  it("draw a concert's event images at the shapes and sizes search engines ask for", async () => {
    for (const size of [{ width: 1920, height: 1080 }, { width: 1440, height: 1080 }, { width: 1080, height: 1080 }]) {
      const png = await renderSocialCard({ file: 'social/x.png', title: 'Spring Strings', line: 'Amstel String Quartet', artwork: '/images/concerts/1.svg', brand: 'Tutti', size }, 'public');
      expect(pngHeader(png)).toEqual(size);
    }
  }, 60_000);

  it('refuse artwork they cannot embed', async () => {
    await expect(renderSocialCard({ file: 'x.png', title: 't', line: 'l', artwork: '/images/x.gif', brand: 'b' }, 'public')).rejects.toThrow(/unsupported artwork/);
  });
});
