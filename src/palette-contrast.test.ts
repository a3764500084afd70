/**
 * The palette passes WCAG AA where the code uses it. Every class string in src/ is read; each text colour is
 * checked against the background set in the same string or, where none is, against every page surface of its
 * colour scheme (the cards, bands and page behind it); hover backgrounds with the text they carry; focus
 * rings against the surfaces at 3:1. Colours come from the theme as the build sees it: Tailwind's defaults
 * with src/index.css's @theme over them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColor, withAlpha, type Rgba } from './lib/color-contrast';

type Scheme = 'light' | 'dark';

function themeColours(): Map<string, string> {
  const colours = new Map<string, string>([
    ['white', '#ffffff'],
    ['black', '#000000'],
  ]);
  const read = (css: string) => {
    for (const [, name, value] of css.matchAll(/--color-([a-z]+-\d{2,3}):\s*([^;]+);/g)) if (name && value) colours.set(name, value);
  };
  read(readFileSync('node_modules/tailwindcss/theme.css', 'utf8'));
  read(readFileSync('src/index.css', 'utf8').match(/@theme\s*\{[^}]*\}/)?.[0] ?? '');
  return colours;
}
const COLOURS = themeColours();

/** What a coloured class in a given scheme and state paints: `hover:bg-slate-100` → bg, slate-100. */
interface Paint {
  kind: 'text' | 'bg' | 'outline' | 'ring';
  scheme: Scheme | 'both';
  state: string;
  colour: Rgba;
  name: string;
}

/**
 * The states that change a colour while the same element shows; responsive and structural variants
 * (sm:, group-*, aria-*, data-*) are read as the base state, so they are checked like it.
 */
const STATES = new Set(['hover', 'focus', 'focus-visible', 'active', 'disabled', 'placeholder']);

function paintOf(token: string): Paint | null {
  const parts = token.split(':');
  const utility = parts.pop() ?? '';
  const match = utility.match(/^(text|bg|outline|ring)-([a-z]+(?:-\d{2,3})?)(?:\/(\d+))?$/);
  const value = match?.[2] && COLOURS.get(match[2]);
  if (!match || !value) return null;
  const state = parts.filter((p) => STATES.has(p)).join(':') || 'base';
  const colour = match[3] ? withAlpha(parseColor(value), Number(match[3]) / 100) : parseColor(value);
  return { kind: match[1] as Paint['kind'], scheme: parts.includes('dark') ? 'dark' : 'both', state, colour, name: token };
}

/** The page surfaces a text without a background of its own may sit on. */
const SURFACES: Record<Scheme, readonly string[]> = {
  light: ['white', 'slate-50', 'slate-100'],
  dark: ['slate-950', 'slate-900', 'slate-800'],
};

/**
 * Texts on a band that an ancestor paints (a dark hero, the player's picture, a selected day), which the scan
 * cannot see: file, text token ('*': every text of a file drawn wholly on the band), and the band beneath in
 * the scheme where the token applies. Keep it short and true; a text over a picture is named with the dark
 * scrim the picture sits on.
 */
const ON_BANDS: ReadonlyArray<readonly [file: string, token: string, band: string]> = [
  ['src/app/layout/footer.tsx', '*', 'slate-950'],
  ['src/app/layout/footer-organisation.tsx', '*', 'slate-950'],
  ['src/app/layout/brand-mark.tsx', 'text-stage-100', 'slate-950'],
  ['src/features/aframe-demo/aframe-scene.tsx', 'text-white', 'slate-900'],
  ['src/features/agenda/calendar-grid.tsx', 'text-white', 'brand-700'],
  ['src/features/agenda/calendar-grid.tsx', 'dark:text-slate-950', 'stage-400'],
  ['src/features/home/hero-section.tsx', 'text-white', 'slate-950'],
  ['src/features/home/hero-section.tsx', 'text-stage-300', 'slate-950'],
  ['src/features/home/hero-section.tsx', 'text-slate-200', 'slate-950'],
  ['src/features/kiosk/staff-exit.tsx', 'text-white/80', 'black'],
  ['src/features/player/end-card-link.tsx', 'text-white', 'black'],
];

/**
 * A file drawn wholly on a dark band can say so itself, in a comment: `palette-band: slate-950` (one token of
 * the theme). Every text of the file without a background of its own is then checked on that band.
 */
const BAND_COMMENT = /palette-band: ([a-z]+-\d{2,3}|white|black)\b/;

/**
 * Focus rings drawn with `outline` utilities never show: the site's own ring (src/index.css) is unlayered and
 * wins over every Tailwind layer, so it is the one checked (below). Box-shadow rings (`ring-*`) do show.
 */
const RING_KINDS = ['ring'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The spans of `cn(...)` calls: their strings are one element's classes, split for reading. */
function cnSpans(code: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const call of code.matchAll(/\bcn\(/g)) {
    let depth = 0;
    for (let i = call.index + 2; i < code.length; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')' && --depth === 0) {
        spans.push([call.index, i]);
        break;
      }
    }
  }
  return spans;
}

/**
 * Every string literal that holds at least one coloured class, with its file and the kinds that the rest of
 * its `cn()` call sets for dark (a `dark:text-*` in the next string overrides this one's text at night).
 */
interface ClassString {
  file: string;
  paints: Paint[];
  darkElsewhere: Set<Paint['kind']>;
  /** The band the file declares it is drawn on (BAND_COMMENT). */
  band: string | undefined;
}

function classStrings(): ClassString[] {
  const out: ClassString[] = [];
  for (const file of sourceFiles('src').map((f) => f.split('\\').join('/'))) {
    const code = readFileSync(file, 'utf8');
    const band = code.match(BAND_COMMENT)?.[1];
    const spans = cnSpans(code);
    const found = [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((m) => ({
      at: m.index,
      span: spans.find(([from, to]) => m.index > from && m.index < to),
      // An inset ring is drawn inside the element, over its own content (a video's frame), not on the page.
      paints: (m[2] ?? '').split(/\s+/).map(paintOf).filter((p): p is Paint => p !== null && !(p.kind === 'ring' && /\bring-inset\b/.test(m[2] ?? ''))),
    }));
    for (const string of found) {
      if (!string.paints.length) continue;
      const siblings = found.filter((other) => other !== string && string.span && other.span === string.span);
      const darkElsewhere = new Set(siblings.flatMap((other) => other.paints.filter((p) => p.scheme === 'dark').map((p) => p.kind)));
      out.push({ file, paints: string.paints, darkElsewhere, band });
    }
  }
  return out;
}

interface Check {
  where: string;
  pair: string;
  ratio: number;
  needed: number;
}

function inScheme(paints: Paint[], scheme: Scheme, kind: Paint['kind'], state: string): Paint | undefined {
  const of = paints.filter((p) => p.kind === kind && p.state === state);
  return (scheme === 'dark' ? of.find((p) => p.scheme === 'dark') : undefined) ?? of.find((p) => p.scheme === 'both');
}

function checksOf({ file, paints, darkElsewhere, band: declared }: ClassString): Check[] {
  const checks: Check[] = [];
  const colour = (name: string) => parseColor(COLOURS.get(name) ?? '');
  for (const scheme of ['light', 'dark'] as const) {
    const surfaces = SURFACES[scheme].map((name) => ({ name, colour: colour(name) }));
    for (const state of new Set(paints.map((p) => p.state))) {
      if (state === 'disabled') continue;
      const text = inScheme(paints, scheme, 'text', state) ?? inScheme(paints, scheme, 'text', 'base');
      // Overridden at night by another string of the same element.
      const textShown = scheme === 'dark' && text?.scheme === 'both' && darkElsewhere.has('text') ? undefined : text;
      const bg = inScheme(paints, scheme, 'bg', state) ?? inScheme(paints, scheme, 'bg', 'base');
      const band = ON_BANDS.find(([f, token]) => f === file && (token === '*' || token === textShown?.name))?.[2] ?? declared;
      const beneath = band ? [{ name: band, colour: colour(band) }] : surfaces;
      // A translucent background is seen over what is beneath it.
      const grounds = bg ? beneath.map((b) => ({ name: bg.colour.a < 1 ? `${bg.name} over ${b.name}` : bg.name, colour: composite(bg.colour, b.colour) })) : beneath;
      for (const ground of grounds) {
        if (textShown) checks.push({ where: `${file} (${scheme})`, pair: `${textShown.name} on ${ground.name}`, ratio: contrastRatio(textShown.colour, ground.colour), needed: 4.5 });
      }
      for (const kind of RING_KINDS) {
        const ring = inScheme(paints, scheme, kind, state);
        if (!ring || !state.includes('focus')) continue;
        for (const s of surfaces) checks.push({ where: `${file} (${scheme})`, pair: `${ring.name} around on ${s.name}`, ratio: contrastRatio(ring.colour, s.colour), needed: 3 });
      }
    }
  }
  return checks;
}

const failing = (checks: Check[]) => checks.filter((c) => c.ratio < c.needed).map((c) => `${c.where}: ${c.pair} ${c.ratio.toFixed(2)} < ${c.needed}`);

describe('the palette in the code', () => {
  const strings = classStrings();

  it('finds the code’s colour classes (the scan works)', () => {
    expect(strings.length).toBeGreaterThan(100);
    expect(strings.some(({ paints }) => paints.some((p) => p.name === 'dark:text-slate-300'))).toBe(true);
  });

  it('gives every text at least 4.5:1 on what it sits on, in light and dark', () => {
    const checks = strings.flatMap(checksOf);
    expect(checks.length).toBeGreaterThan(500);
    expect([...new Set(failing(checks))]).toEqual([]);
  });

  it('draws the site’s own focus ring at 3:1 on every surface (brand-600 on paper, stage-400 at night)', () => {
    const css = readFileSync('src/index.css', 'utf8');
    expect(css).toMatch(/:focus-visible \{\s*outline: 3px solid var\(--color-brand-600\)/);
    expect(css).toMatch(/prefers-color-scheme: dark\)\s*\{\s*:focus-visible \{\s*outline-color: var\(--color-stage-400\)/);
    const ring = (name: string) => parseColor(COLOURS.get(name) ?? '');
    for (const s of SURFACES.light) expect(contrastRatio(ring('brand-600'), ring(s)), s).toBeGreaterThanOrEqual(3);
    for (const s of SURFACES.dark) expect(contrastRatio(ring('stage-400'), ring(s)), s).toBeGreaterThanOrEqual(3);
  });

  it('rings focus on a band dark in both schemes (the footer) with the stage light, well over 3:1', () => {
    const css = readFileSync('src/index.css', 'utf8');
    expect(css).toMatch(/\[data-dark-band\] :focus-visible \{\s*outline-color: var\(--color-stage-300\)/);
    expect(readFileSync('src/app/layout/footer.tsx', 'utf8')).toMatch(/<footer data-dark-band=""/);
    const colour = (name: string) => parseColor(COLOURS.get(name) ?? '');
    // The site's light ring there would be 3.05:1, a hair over the line; the stage light leaves a margin.
    expect(contrastRatio(colour('stage-300'), colour('slate-950'))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the body’s text and page colours at AA in both schemes', () => {
    const css = readFileSync('src/index.css', 'utf8');
    const body = css.match(/body \{\s*@apply ([^;]+);/)?.[1] ?? '';
    const paints = body.split(/\s+/).map(paintOf).filter((p): p is Paint => p !== null);
    expect(paints.map((p) => p.name)).toEqual(expect.arrayContaining(['bg-slate-50', 'text-slate-900', 'dark:bg-slate-950', 'dark:text-slate-100']));
    expect(failing(checksOf({ file: 'src/index.css', paints, darkElsewhere: new Set(), band: undefined }))).toEqual([]);
  });
});

describe('high contrast mode', () => {
  it('stays white and yellow on black, with a cyan focus ring', () => {
    const css = readFileSync('src/index.css', 'utf8');
    expect(css).toMatch(/html\.high-contrast body,[^{]*\{[^}]*background-color: #000 !important;[^}]*color: #fff !important;/);
    expect(css).toMatch(/html\.high-contrast button \* \{\s*color: #ffeb3b !important;/);
    expect(contrastRatio(parseColor('#ffeb3b'), parseColor('#000000'))).toBeGreaterThan(7);
    expect(contrastRatio(parseColor('#00e5ff'), parseColor('#000000'))).toBeGreaterThan(3);
  });
});
