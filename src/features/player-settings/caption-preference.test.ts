// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTION_STORAGE_KEY, readCaptionPreference, writeCaptionPreference } from './caption-preference';

afterEach(() => localStorage.clear());

describe('the caption preference', () => {
  it('starts off when nothing was chosen', () => {
    expect(readCaptionPreference()).toBeNull();
  });

  it('keeps a chosen language, and off', () => {
    writeCaptionPreference('nl');
    expect(localStorage.getItem(CAPTION_STORAGE_KEY)).toBe('nl');
    expect(readCaptionPreference()).toBe('nl');
    writeCaptionPreference(null);
    expect(localStorage.getItem(CAPTION_STORAGE_KEY)).toBe('off');
    expect(readCaptionPreference()).toBeNull();
  });

  it('reads regional language tags as renditions name them', () => {
    writeCaptionPreference('pt-BR');
    expect(readCaptionPreference()).toBe('pt-BR');
  });

  it('treats anything else in storage as never chosen, and never stores junk', () => {
    for (const junk of ['', 'English', '{"lang":"en"}', 'e', 'en_GB', '<script>']) {
      localStorage.setItem(CAPTION_STORAGE_KEY, junk);
      expect(readCaptionPreference(), junk).toBeNull();
    }
    writeCaptionPreference('not a language');
    expect(localStorage.getItem(CAPTION_STORAGE_KEY)).toBe('off');
  });
});
