/*
 * The installable app's web app manifest and icons, drawn at build time from public/logo.svg with resvg.
 * Imported from vite.config.ts: only relative imports with `.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const THEME_COLOR = '#8e1f2f';
export const BACKGROUND_COLOR = '#faf7f4';

export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];
/** iOS's home-screen icon: square and opaque, so drawn like the maskable one. */
export const APPLE_TOUCH_ICON = { file: 'icons/apple-touch-icon.png', size: 180 } as const;

export function appManifest(name: string, description: string): Record<string, unknown> {
  return {
    // The app's identity for browsers (installs, updates, shortcuts): fixed, so moving start_url later does
    // not turn the installed app into a new one. Resolved against the manifest's origin.
    id: '/',
    name,
    short_name: name,
    description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/** The logo as it is (`any`), or at 70 % on a full brand-coloured square, inside the maskable safe zone (80 %). */
function iconSvg(logo: string, fullBleed: boolean): string {
  if (!fullBleed) return logo;
  const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/><svg x="9.6" y="9.6" width="44.8" height="44.8" viewBox="0 0 64 64">${inner}</svg></svg>`;
}

export function renderIcon(publicDir: string, size: number, fullBleed: boolean): Buffer {
  const logo = readFileSync(join(publicDir, 'logo.svg'), 'utf8');
  return new Resvg(iconSvg(logo, fullBleed), { fitTo: { mode: 'width', value: size } }).render().asPng();
}
