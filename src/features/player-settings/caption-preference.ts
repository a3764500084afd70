import { readStored, writeStored } from '@/lib/safe-storage';

/**
 * The visitor's caption choice, kept across visits and concerts: a language, or off. Stored as the
 * language code or 'off'; anything else read back (an old format, a hand edit) counts as never chosen.
 */
export const CAPTION_STORAGE_KEY = 'player-captions';
const OFF = 'off';

/** A language tag as subtitle renditions name them: 'en', 'pt-BR', 'zh-Hant'. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z\d]{2,8})*$/i;

/** The remembered language, or null for off (also when nothing valid was ever stored: captions start off). */
export function readCaptionPreference(): string | null {
  const stored = readStored(CAPTION_STORAGE_KEY);
  return stored !== null && stored !== OFF && LANGUAGE_TAG.test(stored) ? stored : null;
}

export function writeCaptionPreference(lang: string | null): void {
  writeStored(CAPTION_STORAGE_KEY, lang !== null && LANGUAGE_TAG.test(lang) ? lang : OFF);
}
