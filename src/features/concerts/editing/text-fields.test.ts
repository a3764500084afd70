import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugify, slugSchema } from './text-fields';

describe('addresses made from titles', () => {
  it('fit the database (64 characters) even from a long title, and end on a word', () => {
    const title = 'A Very Long Afternoon of Chamber Music by Candlelight in the Old Concert Hall of Utrecht';
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugSchema.safeParse(slug).success).toBe(true);
    expect(slugSchema.safeParse('a'.repeat(65)).success).toBe(false);
  });

  it('drop accents and punctuation', () => {
    expect(slugify('Dvořák: Quartet № 12 — “American”')).toBe('dvorak-quartet-no-12-american');
  });
});
