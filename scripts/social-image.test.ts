import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stillPoster } from '../src/content/stills.ts';
import { CARD, renderSocialCard, socialCardSvg } from './social-image.ts';

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngHeader(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('link-preview cards', () => {
  it('are 1200×630 PNGs drawn from the artwork, with text in any latin script', async () => {
    const png = await renderSocialCard(
      { file: 'social/x.png', title: 'Dvořák in the Concertgebouw: Łódź, São Paulo, Zürich', line: 'Amstel String Quartet · 12 April 2025', artwork: stillPoster('players-close'), brand: 'Tutti' },
      'public',
    );
    expect(pngHeader(png)).toEqual(CARD);
    // A card with text is far larger than a flat fill: the text was drawn.
    expect(png.length).toBeGreaterThan(20_000);
  }, 30_000);

  it("draw the site's card, which has no artwork of its own, on the still of the whole hall", async () => {
    const card = { file: 'social/site.png', title: 'Tutti', line: 'Live music for people in care', brand: 'Tutti' };
    const png = await renderSocialCard(card, 'public');
    expect(pngHeader(png)).toEqual(CARD);
    const still = readFileSync(`public${stillPoster('hall-balcony')}`).toString('base64');
    expect(await socialCardSvg(card, 'public')).toContain(`data:image/jpeg;base64,${still.slice(0, 200)}`);
  }, 30_000);

  it("are in the demo hall's palette: ink under the text, a seat-red brand, an amber line; no violet left", async () => {
    const svg = await socialCardSvg({ file: 'social/x.png', title: 'Spring Strings', line: 'Amstel String Quartet', artwork: stillPoster('stage-side'), brand: 'Tutti' }, 'public');
    expect(svg).toMatch(/stop-color="#16110e"|rgba\(22, ?17, ?14/);
    expect(svg).toContain('#8e1f2f');
    expect(svg).toContain('#e9a23b');
    expect(svg).not.toMatch(/#4c1d95|#7c3aed|#1e1b4b|rgba\(15, ?10, ?30/);
  }, 30_000);

  it("draw a concert's event images at the shapes and sizes search engines ask for", async () => {
    for (const size of [{ width: 1920, height: 1080 }, { width: 1440, height: 1080 }, { width: 1080, height: 1080 }]) {
      const png = await renderSocialCard({ file: 'social/x.png', title: 'Spring Strings', line: 'Amstel String Quartet', artwork: stillPoster('players-close'), brand: 'Tutti', size }, 'public');
      expect(pngHeader(png)).toEqual(size);
    }
  }, 60_000);

  it('draw letters beyond basic latin (the fonts\' latin-ext subsets), not one missing-glyph box for all', async () => {
    const titleOf = async (title: string) => {
      const svg = await socialCardSvg({ file: 'x.png', title, line: 'l', artwork: stillPoster('harpsichord'), brand: 'b' }, 'public');
      return [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]).join('|');
    };
    expect(await titleOf('ŁŁŁ')).not.toBe(await titleOf('ŘŘŘ'));
  }, 30_000);

  it('refuse artwork they cannot embed', async () => {
    await expect(renderSocialCard({ file: 'x.png', title: 't', line: 'l', artwork: '/images/x.gif', brand: 'b' }, 'public')).rejects.toThrow(/unsupported artwork/);
  });
});
