import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/testimonials.json';
import { TESTIMONIALS } from './testimonials';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english);

describe('the sample testimonials', () => {
  it('are three, by three different people', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    expect(new Set(TESTIMONIALS.map((t) => t.author)).size).toBe(3);
  });

  it('each have an English quote and role, and a name', () => {
    for (const { quote, role, author } of TESTIMONIALS) {
      expect(typeof lookup(quote), quote).toBe('string');
      expect(typeof lookup(role), role).toBe('string');
      expect(author.trim().length).toBeGreaterThan(0);
    }
  });
});
