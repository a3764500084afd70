import { use } from 'react';
import type { Language } from '@/i18n/config';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { HAS_BACKEND } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import { primeProgramme } from './prime-programme';
import type { ProgrammeConcert } from './programme';
import { sampleProgramme } from './sample/sample-programme';
import type { SampleConcertId } from './sample/sample-concerts';
import { hasSampleTexts, loadSampleTexts } from './sample/sample-texts';

/*
 * The bundled sample programme's texts arrive one language at a time (sample/sample-texts.ts). Whoever renders
 * a page first loads its language before the render: the prerender all six, the browser the page's language
 * before it adopts the HTML (app/start-shell.ts, through preload-programme-texts.ts). A visitor who switches
 * language waits (Suspense) for the new one. With a backend there is nothing to load: the texts come with the rows.
 */

const ready = new Map<Language, Promise<void>>();

/** Loads the sample's texts in `language` and puts the programme with them into the query cache, once. */
export function loadProgrammeTexts(language: Language): Promise<void> {
  if (HAS_BACKEND) return Promise.resolve();
  let promise = ready.get(language);
  if (!promise) {
    promise = loadSampleTexts(language).then(
      () => primeProgramme(queryClient, sampleProgramme()),
      (error: unknown) => {
        ready.delete(language);
        throw error;
      },
    );
    ready.set(language, promise);
  }
  return promise;
}

/** Already there: React reads a settled thenable's status without suspending. */
const TEXTS_AT_HAND = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * Holds a reader of the programme back (Suspense) until its texts in the visitor's language are there.
 * `use` is called on every render, not only while the texts are missing, and with the thenable it waited on:
 * React replays a render that waited where it stopped, and if the texts arrived meanwhile a skipped `use` leaves
 * the hooks after it unmatched (React #467 in production, reported as #422 by a part of the page coming alive),
 * and another thenable in its place is 'an uncached promise' to React.
 */
export function useProgrammeTexts(): void {
  const language = useDisplayLanguage();
  if (HAS_BACKEND) return;
  // The same thenable in the replay as in the render that waited: the load's own, once there is one.
  use(ready.get(language) ?? (hasSampleTexts(language) ? TEXTS_AT_HAND : loadProgrammeTexts(language)));
}

/**
 * The concert with its English texts at hand, for what the team reads (a forwarded form): a visitor's browser
 * holds the sample's texts in the visitor's language only, so English is loaded when it is not there yet.
 */
export async function withEnglishTexts<T extends ProgrammeConcert>(concert: T): Promise<T> {
  if (concert.texts.en || HAS_BACKEND) return concert;
  const english = (await loadSampleTexts('en')).concerts[concert.id as SampleConcertId];
  return english ? { ...concert, texts: { ...concert.texts, en: english } } : concert;
}
