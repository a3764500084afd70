import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ProgrammeConcert } from '@/features/concerts';
import concerts from '@/i18n/locales/en/concerts.json';
import { nextCaptionLanguage } from './headset-waiting-room';
import { waitingWords } from './waiting-words';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { concerts } }, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'concerts');

const STARTS = Date.parse('2026-12-04T18:00:00.000Z');
const concert = { startsAt: new Date(STARTS).toISOString(), timeZone: 'Europe/Amsterdam' } as ProgrammeConcert;

describe('what the waiting room says about the time (the page and the headset alike)', () => {
  it('the time left in numbers and words, and the start on the venue’s clock', () => {
    expect(waitingWords(concert, 'en', STARTS - 12 * 60_000 - 5_000, t, 'Europe/Amsterdam')).toEqual({
      clock: '12:05',
      words: 'The concert starts in 13 minutes.',
      startsAt: 'Doors are open: the concert starts at 7:00 PM.',
    });
  });

  it('the visitor’s own time where their zone differs', () => {
    expect(waitingWords(concert, 'en', STARTS - 60_000, t, 'America/New_York').startsAt).toBe('The concert starts at 7:00 PM (your time 1:00 PM).');
  });

  it('past the start with the stream still to come: it will play by itself, and the clock rests at 0:00', () => {
    expect(waitingWords(concert, 'en', STARTS + 30_000, t, 'Europe/Amsterdam')).toMatchObject({ clock: '0:00', words: concerts.phaseNotice.liveSoon });
  });
});

describe('the headset’s caption target', () => {
  it('steps from off through each language of the concert and back to off', () => {
    expect(nextCaptionLanguage(['en', 'nl'], null)).toBe('en');
    expect(nextCaptionLanguage(['en', 'nl'], 'en')).toBe('nl');
    expect(nextCaptionLanguage(['en', 'nl'], 'nl')).toBeNull();
    // A remembered language this concert has no captions in counts as off.
    expect(nextCaptionLanguage(['en', 'nl'], 'de')).toBe('en');
  });
});
