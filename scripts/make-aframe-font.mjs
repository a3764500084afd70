/**
 * Builds the signed-distance-field bitmap font that A-Frame's `text` component draws the /aframe-demo menu
 * labels with (public/fonts/tutti-sdf.json + .png). A-Frame's stock fonts live on a CDN, and nothing may be
 * fetched from a third-party host; its Roboto also lacks the accented letters of our translations.
 * Glyphs come from DejaVu Sans Bold rendered by Chromium's canvas. Run: node scripts/make-aframe-font.mjs
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const result = await page.evaluate(() => {
  const SIZE = 32, CELL = 48, SPREAD = 5, COLS = 16;
  const codes = [];
  for (let c = 32; c < 127; c++) codes.push(c);
  // Latin-1 letters (and °, «, », ¿, ¡) for nl, es, pt, de, fr; no other symbols.
  for (let c = 160; c < 256; c++) if (c >= 192 || [161, 171, 176, 187, 191].includes(c)) codes.push(c);
  const rows = Math.ceil(codes.length / COLS);
  const atlas = document.createElement('canvas');
  atlas.width = COLS * CELL;
  atlas.height = 2 ** Math.ceil(Math.log2(rows * CELL));
  const out = atlas.getContext('2d');
  const out_img = out.createImageData(atlas.width, atlas.height);
  const glyph = document.createElement('canvas');
  glyph.width = CELL; glyph.height = CELL;
  const g = glyph.getContext('2d', { willReadFrequently: true });
  const font = `bold ${SIZE}px "DejaVu Sans"`;
  g.font = font;
  const base = 8 + SIZE * 0.8;
  const chars = codes.map((id, i) => {
    const ch = String.fromCharCode(id);
    g.clearRect(0, 0, CELL, CELL);
    g.fillStyle = '#fff'; g.font = font; g.textBaseline = 'alphabetic';
    const advance = g.measureText(ch).width;
    const x0 = SPREAD + 2;
    g.fillText(ch, x0, base);
    const px = g.getImageData(0, 0, CELL, CELL).data;
    const inside = (x, y) => x >= 0 && y >= 0 && x < CELL && y < CELL && px[(y * CELL + x) * 4 + 3] > 127;
    const cx = (i % COLS) * CELL, cy = Math.floor(i / COLS) * CELL;
    for (let y = 0; y < CELL; y++) for (let x = 0; x < CELL; x++) {
      const me = inside(x, y);
      let best = SPREAD;
      for (let dy = -SPREAD; dy <= SPREAD; dy++) for (let dx = -SPREAD; dx <= SPREAD; dx++) {
        if (inside(x + dx, y + dy) !== me) best = Math.min(best, Math.hypot(dx, dy));
      }
      const d = me ? best : -best;
      const v = Math.round(Math.min(1, Math.max(0, 0.5 + d / (2 * SPREAD))) * 255);
      const o = ((cy + y) * atlas.width + cx + x) * 4;
      out_img.data[o] = 255; out_img.data[o + 1] = 255; out_img.data[o + 2] = 255; out_img.data[o + 3] = v;
    }
    return { id, index: i, char: ch, x: cx, y: cy, width: CELL, height: CELL, xoffset: -x0, yoffset: 0, xadvance: Math.round(advance), page: 0, chnl: 15 };
  });
  out.putImageData(out_img, 0, 0);
  return {
    png: atlas.toDataURL('image/png'),
    json: {
      pages: ['tutti-sdf.png'],
      chars,
      info: { face: 'DejaVu Sans Bold', size: SIZE, bold: 1, italic: 0, charset: [], unicode: 1, stretchH: 100, smooth: 1, aa: 1, padding: [0, 0, 0, 0], spacing: [0, 0] },
      common: { lineHeight: Math.round(SIZE * 1.2), base: Math.round(base), scaleW: atlas.width, scaleH: atlas.height, pages: 1, packed: 0 },
      distanceField: { fieldType: 'sdf', distanceRange: SPREAD * 2 },
      kernings: [],
    },
  };
});
await browser.close();
mkdirSync('public/fonts', { recursive: true });
writeFileSync('public/fonts/tutti-sdf.json', JSON.stringify(result.json));
writeFileSync('public/fonts/tutti-sdf.png', Buffer.from(result.png.split(',')[1], 'base64'));
console.log('wrote public/fonts/tutti-sdf.{json,png}');
