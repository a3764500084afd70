import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stillOf } from '../../../content/stills';
import { isBookable } from '../concert-rules';
import { LANGUAGES } from '../programme';
import { ALL_SAMPLE_TEXTS } from './all-sample-texts';
import { SAMPLE_ARTIST_IDS } from './sample-artists';
import { SAMPLE_CONCERT_IDS } from './sample-concerts';
import { buildSampleProgramme, loadSampleProgramme, sampleProgramme } from './sample-programme';
import { hasSampleTexts, loadSampleTexts } from './sample-texts';

const PUBLIC_DIR = join(import.meta.dirname, '../../../../public');
const full = buildSampleProgramme(ALL_SAMPLE_TEXTS);
/** The hall's lit, empty stage, from two seats: the pictures of concerts that are not the demo's string players. */
const EMPTY_STAGE = ['hall-empty', 'hall-empty-side'];

describe('the sample programme', () => {
  it('holds the nine sample concerts and the three demo concerts, in order of their start', () => {
    expect(full.concerts.map((concert) => concert.id)).toEqual([...SAMPLE_CONCERT_IDS]);
    expect(full.concerts.every((concert, i) => i === 0 || concert.startsAt >= (full.concerts[i - 1]?.startsAt ?? ''))).toBe(true);
    expect(full.artists.map((artist) => artist.id)).toEqual([...SAMPLE_ARTIST_IDS]);
  });

  it('starts on the venue clock: 19:30 in Amsterdam in April is 17:30 UTC (summer time)', () => {
    expect(full.concerts[0]?.startsAt).toBe('2025-04-12T17:30:00.000Z');
    // Two evenings in Nashville: the last ends at 21:30 on the second day, Chicago's clock.
    expect(full.concerts.find((concert) => concert.id === '7')?.endsAt).toBe('2025-06-08T02:30:00.000Z');
  });

  it('offers no recording of its own for any concert: the demo (/concert/demo) is the only one the sample has', () => {
    expect(full.concerts.filter((concert) => concert.stream !== null || concert.captions.length > 0)).toEqual([]);
    expect(full.concerts.find((concert) => concert.id === '9')).toMatchObject({ youtubeId: 'bCsLltL2025', artistId: '9' });
  });

  it('links concerts and artists both ways: each artist has a concert, each linked concert an artist by that name', () => {
    for (const artist of full.artists) {
      const theirs = full.concerts.filter((concert) => concert.artistId === artist.id);
      expect(theirs.length, artist.id).toBeGreaterThan(0);
      for (const concert of theirs) expect(concert.artistName).toBe(artist.name);
    }
  });

  it('names posters that exist under public/', () => {
    const posters = [...full.concerts.map((concert) => concert.posterUrl), ...full.artists.map((artist) => artist.posterUrl ?? '')];
    for (const poster of posters) expect(existsSync(join(PUBLIC_DIR, poster)), poster).toBe(true);
    // Each a still of the demo hall, as a JPEG any reader can draw.
    for (const poster of posters) expect(stillOf(poster), poster).toBeDefined();
    expect(readFileSync(join(PUBLIC_DIR, full.concerts[0]?.posterUrl ?? '')).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("pictures no artist as the demo's string players: each artist's poster (and link preview) is the empty stage", () => {
    expect(full.artists.map((artist) => stillOf(artist.posterUrl ?? ''))).toEqual(full.artists.map(() => 'hall-empty'));
  });

  it("pictures only the string and classical concerts with the demo's players; the others show the empty stage", () => {
    const strings = new Set(['1', '4', '8', 'amsterdam-philharmonic', 'classical-strings']);
    for (const concert of full.concerts) {
      const still = stillOf(concert.posterUrl) ?? '';
      if (strings.has(concert.id)) expect(EMPTY_STAGE, concert.id).not.toContain(still);
      else expect(EMPTY_STAGE, concert.id).toContain(still);
    }
  });

  it('gives neighbouring concerts different stills, in order of their start', () => {
    const stills = full.concerts.map((concert) => stillOf(concert.posterUrl));
    stills.forEach((still, i) => i > 0 && expect(still, full.concerts[i]?.id).not.toBe(stills[i - 1]));
    expect(new Set(stills).size).toBe(5);
  });

  it("and in the agenda's order (to book soonest first, then past latest first) as each demo card's day passes", () => {
    // The sample concerts are past; from one demo card's start to the next the split between the two lists moves.
    const firstCard = full.concerts.findIndex((concert) => concert.id === 'amsterdam-philharmonic');
    const moments = [firstCard - 1, ...full.concerts.slice(firstCard).map((_, i) => firstCard + i)].map((i) => Date.parse(full.concerts[i]?.startsAt ?? ''));
    for (const now of moments) {
      const upcoming = full.concerts.filter((concert) => isBookable(concert, now));
      const past = full.concerts.filter((concert) => !isBookable(concert, now)).reverse();
      const listed = [...upcoming, ...past];
      listed.forEach((concert, i) => i > 0 && expect(stillOf(concert.posterUrl), `${new Date(now).toISOString()} ${concert.id}`).not.toBe(stillOf(listed[i - 1]?.posterUrl ?? '')));
    }
  });

  it('has a title for every concert and a short line and bio for every artist in all six languages', () => {
    for (const language of LANGUAGES) {
      for (const concert of full.concerts) expect(concert.texts[language]?.title.trim(), `${concert.id} ${language}`).toBeTruthy();
      for (const artist of full.artists) expect(artist.texts[language]?.bio.trim(), `${artist.id} ${language}`).toBeTruthy();
    }
    // Only the demo cards go without a description.
    const withoutDescription = full.concerts.filter((concert) => concert.texts.en?.description === '').map((concert) => concert.id);
    expect(withoutDescription).toEqual(['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet']);
  });
});

describe('the sample programme in a browser', () => {
  it('holds the texts of the languages loaded so far, and no others', async () => {
    expect(hasSampleTexts('nl')).toBe(false);
    const dutch = await loadSampleProgramme(['nl']);
    expect(Object.keys(dutch.concerts[0]?.texts ?? {})).toEqual(['nl']);
    expect(dutch.concerts[0]?.texts.nl).toEqual(ALL_SAMPLE_TEXTS.nl.concerts['1']);
    // Built once per set of languages: readers that compare by identity see no change until one arrives.
    expect(sampleProgramme()).toBe(dutch);
    await loadSampleTexts('de');
    expect(sampleProgramme()).not.toBe(dutch);
    expect(Object.keys(sampleProgramme().artists[0]?.texts ?? {})).toEqual(['nl', 'de']);
  });
});
