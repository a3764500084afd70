import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./texts/nl');
  vi.resetModules();
});

describe('the sample programme’s texts, one language at a time', () => {
  it('asks again after a failed download (offline, or a chunk a new deployment removed) instead of failing for good', async () => {
    vi.doMock('./texts/nl', () => {
      throw new Error('offline');
    });
    const { hasSampleTexts, loadSampleTexts } = await import('./sample-texts');
    await expect(loadSampleTexts('nl')).rejects.toThrow();
    expect(hasSampleTexts('nl')).toBe(false);
    vi.doUnmock('./texts/nl');
    const texts = await loadSampleTexts('nl');
    expect(Object.keys(texts.concerts).length).toBeGreaterThan(0);
    expect(hasSampleTexts('nl')).toBe(true);
  });
});
