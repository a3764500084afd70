import type { Language } from '@/i18n/config';
import { HAS_BACKEND } from '@/lib/env';
import { loadSampleTexts } from './sample/sample-texts';

/*
 * Kept apart from the programme's code (as prime-programme.ts is): the browser's start-up imports this to fetch
 * the page's language before the first render, and must not carry the programme's code into every page's
 * first download. The readers then find the texts there (programme-texts.ts).
 */

/** Fetches the sample programme's texts in `language` (nothing with a backend: the texts come with the rows). */
export const preloadProgrammeTexts = (language: Language): Promise<unknown> =>
  // A failed download must not stop the page from starting: its programme readers ask again when they render.
  HAS_BACKEND ? Promise.resolve() : loadSampleTexts(language).catch(() => undefined);
