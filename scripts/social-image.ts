/*
 * Link-preview cards (1200×630 PNG, and the event images search engines ask for at other shapes) drawn at
 * build time from an item's artwork, in the site's palette (the demo hall's: ink, seat red, stage amber,
 * paper): the artwork fills the card (a still of the demo hall when the item has none), an ink gradient
 * rises from the bottom under the title, a line under it and the brand. Text is turned into outlines by satori
 * (the site's own fonts, Fraunces and Atkinson Hyperlegible Next, bundled through npm, so no system font is
 * needed) and the SVG into a PNG by resvg.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { stillPoster } from '../src/content/stills.ts';

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
  /** Site-relative artwork (an SVG, PNG or JPEG under public/), an https poster, or none for the site's own card. */
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
const fontFile = (family: string, subset: string, weight: number) => readFileSync(require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`));

/** The site's pairing: Fraunces 600 for the title, Atkinson Hyperlegible Next for the rest. */
const FAMILIES = [
  { name: 'Fraunces', family: 'fraunces', weights: [600] },
  { name: 'Atkinson Hyperlegible Next', family: 'atkinson-hyperlegible-next', weights: [400, 700] },
] as const;

/** Each subset under its own name (satori takes one file per name and weight): `latin-ext` after `latin`. */
const SUBSETS = [
  { subset: 'latin', suffix: '' },
  { subset: 'latin-ext', suffix: ' Ext' },
] as const;
const stack = (name: string) => SUBSETS.map(({ suffix }) => `'${name}${suffix}'`).join(', ');

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
const loadFonts = () =>
  (fonts ??= FAMILIES.flatMap(({ name, family, weights }) =>
    SUBSETS.flatMap(({ subset, suffix }) => weights.map((weight) => ({ name: `${name}${suffix}`, data: fontFile(family, subset, weight), weight, style: 'normal' as const }))),
  ));

/** The palette of the demo hall (the site's tokens: slate-950, brand-700, stage-400, slate-50). */
const INK = '22, 17, 14';
const SEAT_RED = '#8e1f2f';
const STAGE_AMBER = '#e9a23b';
const PAPER = '#faf7f4';
/** The picture of a card whose item has no artwork (the site's own): the whole hall, from the balcony. */
const SITE_ARTWORK = stillPoster('hall-balcony');

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

/**
 * The card's layout. The gradient is ink at 92 % or more wherever text sits (the panel's padding holds the
 * lighter part), so paper text keeps at least 7:1 and amber 6:1 over any picture.
 */
function layout(card: SocialCard, artwork: string | undefined, frame: CardSize): Node {
  const panel = el(
    'div',
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: 16,
      padding: '150px 72px 56px',
      backgroundImage: `linear-gradient(to bottom, rgba(${INK}, 0) 0%, rgba(${INK}, 0.92) 140px, rgba(${INK}, 0.96) 100%)`,
    },
    [
      el('div', { width: 96, height: 6, backgroundColor: STAGE_AMBER, borderRadius: 3 }),
      el('div', { fontFamily: stack('Fraunces'), fontSize: card.title.length > 48 ? 58 : 68, fontWeight: 600, lineHeight: 1.08, color: PAPER }, card.title),
      el('div', { fontSize: 34, color: STAGE_AMBER }, card.line),
    ],
  );
  const brand = el('div', { display: 'flex', margin: '48px 72px', padding: '10px 28px', borderRadius: 999, backgroundColor: SEAT_RED, color: PAPER, fontSize: 34, fontWeight: 700 }, card.brand);
  const background = artwork
    ? el('img', { position: 'absolute', left: 0, top: 0, width: frame.width, height: frame.height, objectFit: 'cover' }, undefined, { src: artwork, ...frame })
    : el('div', { position: 'absolute', left: 0, top: 0, width: frame.width, height: frame.height, backgroundImage: `linear-gradient(135deg, rgb(${INK}), ${SEAT_RED})` });
  return el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: frame.width, height: frame.height, fontFamily: stack('Atkinson Hyperlegible Next'), backgroundColor: `rgb(${INK})` }, [
    background,
    // Positioned, like the artwork, so they paint over it (CSS paints positioned boxes above the others).
    el('div', { position: 'relative', display: 'flex' }, [brand]),
    panel,
  ]);
}

/** The card as satori's SVG, laid out CARD.width wide at the image's shape. */
export async function socialCardSvg(card: SocialCard, publicDir: string): Promise<string> {
  const artwork = await dataUri(publicDir, card.artwork ?? SITE_ARTWORK);
  const size = card.size ?? CARD;
  const frame = { width: CARD.width, height: Math.round((CARD.width * size.height) / size.width) };
  // satori's element type is React's; these plain objects are what a JSX element is at runtime.
  return satori(layout(card, artwork, frame) as unknown as Parameters<typeof satori>[0], { ...frame, fonts: loadFonts() });
}

export async function renderSocialCard(card: SocialCard, publicDir: string): Promise<Buffer> {
  // Scaled from CARD.width to the image's width (outlines stay sharp): text keeps its size relative to the
  // width whatever the shape.
  const svg = await socialCardSvg(card, publicDir);
  return new Resvg(svg, { fitTo: { mode: 'width', value: (card.size ?? CARD).width }, font: { loadSystemFonts: false } }).render().asPng();
}
