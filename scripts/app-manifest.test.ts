import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { APPLE_TOUCH_ICON, appManifest, BACKGROUND_COLOR, ICONS, renderIcon, THEME_COLOR } from './app-manifest.ts';

const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The RGBA of one pixel of a PNG (decoded by drawing it as an SVG image with resvg). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const { width, height } = size(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" width="${width}" height="${height}"/></svg>`;
  const { pixels } = new Resvg(svg).render();
  const at = (y * width + x) * 4;
  return [...pixels.subarray(at, at + 4)];
}

const hex = (rgba: number[]) => `#${rgba.slice(0, 3).map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('the installable app', () => {
  const manifest = appManifest('Tutti', 'Live music for people in care');

  it('has a manifest with start URL, standalone display, hex colours and any + maskable icons', () => {
    expect(manifest).toMatchObject({ name: 'Tutti', short_name: 'Tutti', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as Array<{ sizes: string; purpose: string }>;
    expect(icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    expect(BACKGROUND_COLOR).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has a fixed id on the site itself, so an installed app keeps its identity', () => {
    expect(manifest.id).toBe('/');
    expect(new URL(String(manifest.id), 'https://tutti.example/manifest.webmanifest').href).toBe(new URL(String(manifest.start_url), 'https://tutti.example/').href);
  });

  it('draws every icon at its size', () => {
    for (const { size: side, purpose } of ICONS) expect(size(renderIcon('public', side, purpose === 'maskable'))).toEqual({ width: side, height: side });
    expect(size(renderIcon('public', APPLE_TOUCH_ICON.size, true))).toEqual({ width: 180, height: 180 });
  });

  it('fills the maskable icon to its corners with the brand colour; the plain one keeps its rounded corners', () => {
    expect(hex(pixel(renderIcon('public', 512, true), 1, 1))).toBe(THEME_COLOR);
    expect(pixel(renderIcon('public', 512, false), 1, 1)[3]).toBe(0);
  });
});
