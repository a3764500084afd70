/*
 * Link-preview cards (1200×630 PNG, and the event images search engines ask for at other shapes) drawn at
 * build time from an item's artwork: the artwork fills the card,
 * a dark panel carries the title, a line under it and the brand. Text is turned into outlines by satori
 * (from Atkinson Hyperlegible, bundled through npm, so no system font is needed) and the SVG into a PNG by resvg.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

export const CARD = { width: 1200, height: 630 } as const;

export interface CardSize {
  width: number;
  height: number;
}

export interface SocialCard {
  /** Where it goes inside the build, e.g. `social/concert-1.png`. */
  file: string;
  title: string;
  /** The line under the title (the artist, the date): the item's own data, in no particular language. */
  line: string;
  /** Site-relative artwork (an SVG or PNG under public/), an https poster, or none for a plain brand card. */
  artwork?: string;
  brand: string;
  /** The PNG's size: CARD unless given (a 16:9, 4:3 or 1:1 event image). */
  size?: CardSize;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  readFileSync(require.resolve(`@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-${subset}-${weight}-normal.woff`));

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
const loadFonts = () =>
  (fonts ??= ['latin', 'latin-ext'].flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({ name: 'Atkinson Hyperlegible', data: fontFile(subset, weight), weight, style: 'normal' as const })),
  ));

const MIME: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const extensionOf = (artwork: string) => new URL(artwork, 'https://site.invalid').pathname.split('.').pop()?.toLowerCase() ?? '';

/**
 * The artwork as a data URI: a file under public/, or a poster an admin uploaded (an https address, e.g. in
 * Supabase Storage), fetched at build time. A remote poster the card cannot draw (WebP, which resvg does not
 * read, or one that fails to download) leaves the card without artwork rather than failing the build.
 */
async function dataUri(publicDir: string, artwork: string): Promise<string | undefined> {
  const type = MIME[extensionOf(artwork)];
  if (!/^https:\/\//.test(artwork)) {
    if (!type) throw new Error(`social image: unsupported artwork ${artwork}`);
    return `data:${type};base64,${readFileSync(`${publicDir}${artwork}`).toString('base64')}`;
  }
  if (!type) return undefined;
  const response = await fetch(artwork, { signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
  if (!response?.ok) return undefined;
  return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}

/** The card's layout; the panel is near-black at 90 %, so white text keeps at least 7:1 over any artwork. */
function layout(card: SocialCard, artwork: string | undefined, frame: CardSize): Node {
  const panel = el('div', { position: 'relative', display: 'flex', flexDirection: 'column', gap: 18, padding: '44px 72px 56px', backgroundColor: 'rgba(15, 10, 30, 0.9)' }, [
    el('div', { fontSize: card.title.length > 48 ? 56 : 66, fontWeight: 700, lineHeight: 1.1, color: '#ffffff' }, card.title),
    el('div', { fontSize: 34, color: '#ede9fe' }, card.line),
  ]);
  const brand = el('div', { display: 'flex', margin: '48px 72px', padding: '10px 26px', borderRadius: 999, backgroundColor: '#4c1d95', color: '#ffffff', fontSize: 34, fontWeight: 700 }, card.brand);
  const background = artwork
    ? el('img', { position: 'absolute', left: 0, top: 0, width: frame.width, height: frame.height, objectFit: 'cover' }, undefined, { src: artwork, ...frame })
    : el('div', { position: 'absolute', left: 0, top: 0, width: frame.width, height: frame.height, backgroundImage: 'linear-gradient(135deg, #1e1b4b, #7c3aed)' });
  return el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: frame.width, height: frame.height, fontFamily: 'Atkinson Hyperlegible', backgroundColor: '#1e1b4b' }, [
    background,
    // Positioned, like the artwork, so they paint over it (CSS paints positioned boxes above the others).
    el('div', { position: 'relative', display: 'flex' }, [brand]),
    panel,
  ]);
}

export async function renderSocialCard(card: SocialCard, publicDir: string): Promise<Buffer> {
  const artwork = card.artwork ? await dataUri(publicDir, card.artwork) : undefined;
  const size = card.size ?? CARD;
  // Laid out CARD.width wide at the image's shape, then scaled (outlines stay sharp): text keeps its size
  // relative to the width whatever the shape.
  const frame = { width: CARD.width, height: Math.round((CARD.width * size.height) / size.width) };
  // satori's element type is React's; these plain objects are what a JSX element is at runtime.
  const svg = await satori(layout(card, artwork, frame) as unknown as Parameters<typeof satori>[0], { ...frame, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width }, font: { loadSystemFonts: false } }).render().asPng();
}
