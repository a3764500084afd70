import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/partners.json';
import { PARTNER_CATEGORIES, PARTNERS, PARTNER_LOGO_SIZE } from './partners';

/** Validates the sample partners against SPEC section 3 and the no-hot-linking rule. */
const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english);

describe('the sample partners', () => {
  it('are eleven, with unique names, logos and addresses', () => {
    expect(PARTNERS).toHaveLength(11);
    for (const field of ['alt', 'src', 'href'] as const) expect(new Set(PARTNERS.map((p) => p[field])).size, field).toBe(11);
  });

  it('cover every category, with some highlighted and some specially mentioned', () => {
    expect(new Set(PARTNERS.map((p) => p.category))).toEqual(new Set(PARTNER_CATEGORIES));
    expect(PARTNERS.some((p) => p.highlight)).toBe(true);
    expect(PARTNERS.some((p) => p.specialMention)).toBe(true);
    expect(PARTNERS.some((p) => !p.highlight && !p.specialMention)).toBe(true);
  });

  it('link to invented organisations on the reserved .example domain, over https', () => {
    for (const { href } of PARTNERS) expect(new URL(href).protocol + new URL(href).hostname.split('.').at(-1)).toBe('https:example');
  });

  it('have a local SVG logo drawn on the declared canvas, with nothing fetched from elsewhere', () => {
    for (const { src } of PARTNERS) {
      expect(src).toMatch(/^\/images\/partners\/[a-z-]+\.svg$/);
      const svg = readFileSync(join(PUBLIC_DIR, src), 'utf8');
      expect(svg).toContain(`width="${PARTNER_LOGO_SIZE.width}" height="${PARTNER_LOGO_SIZE.height}"`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('point to English texts that exist', () => {
    for (const { description, specialMention } of PARTNERS) {
      for (const key of [description, specialMention].filter((k) => k !== undefined)) {
        expect(typeof lookup(key), key).toBe('string');
      }
    }
  });
});
