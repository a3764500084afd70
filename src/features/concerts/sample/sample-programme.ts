import { TICKET_PRICE } from '../../../content/ticket';
import { byStart, LANGUAGES, type Language, type Programme, type ProgrammeArtist, type ProgrammeConcert, type Texts } from '../programme';
import { DEFAULT_DOORS_OPEN_MINUTES } from '../concert-life';
import { zonedInstant } from '../zoned-time';
import { SAMPLE_ARTISTS, type SampleArtist } from './sample-artists';
import { SAMPLE_CONCERTS, type SampleConcert, type WallClock } from './sample-concerts';
import { loadedSampleTexts, loadSampleTexts, type SampleTexts } from './sample-texts';
import { tonightConcert, tonightStart } from './tonight-concert';

/*
 * The bundled sample programme in the programme model: what the site shows when no backend is configured,
 * and what the database is seeded with (scripts/db/seed-programme.ts writes these same concerts as rows).
 * Relative imports only: the seed script loads this module from Node.
 */

type TextsByLanguage = Readonly<Partial<Record<Language, SampleTexts>>>;

/** One text per language at hand, picked from each language's texts. */
function textsOf<T>(texts: TextsByLanguage, pick: (texts: SampleTexts) => T): Texts<T> {
  return Object.fromEntries(LANGUAGES.flatMap((language) => (texts[language] ? [[language, pick(texts[language])]] : [])));
}

const instantOn = ({ day, time }: WallClock, timeZone: string) => new Date(zonedInstant(day, time, timeZone)).toISOString();

function sampleConcert(concert: SampleConcert, texts: TextsByLanguage): ProgrammeConcert {
  return {
    id: concert.id,
    texts: textsOf(texts, (language) => language.concerts[concert.id]),
    artistId: concert.artistId,
    artistName: concert.artistName,
    venue: concert.venue,
    timeZone: concert.timeZone,
    startsAt: instantOn(concert.starts, concert.timeZone),
    endsAt: concert.ends ? instantOn(concert.ends, concert.timeZone) : null,
    genre: concert.genre,
    capacity: concert.capacity,
    registered: concert.registered,
    priceCents: TICKET_PRICE.amount * 100,
    currency: TICKET_PRICE.currency,
    posterUrl: concert.posterUrl,
    stream: null,
    liveStream: null,
    status: 'scheduled',
    doorsOpenMinutes: DEFAULT_DOORS_OPEN_MINUTES,
    captions: [],
    youtubeId: concert.youtubeId ?? null,
    views: concert.views,
    published: true,
  };
}

function sampleArtist(artist: SampleArtist, texts: TextsByLanguage): ProgrammeArtist {
  return { ...artist, video: artist.video && { ...artist.video }, links: artist.links.map((link) => ({ ...link })), texts: textsOf(texts, (language) => language.artists[artist.id]), published: true };
}

/**
 * The sample programme with the texts of the languages given, concerts in programme order, and the concert of
 * tonight when `tonightAt` says when it started (npm start's build only).
 */
export function buildSampleProgramme(texts: TextsByLanguage, tonightAt?: string): Programme {
  const concerts = SAMPLE_CONCERTS.map((concert) => sampleConcert(concert, texts));
  if (tonightAt) concerts.push(tonightConcert(tonightAt, textsOf(texts, (language) => language.tonight)));
  return {
    concerts: concerts.sort(byStart),
    artists: SAMPLE_ARTISTS.map((artist) => sampleArtist(artist, texts)),
  };
}

let built: { programme: Programme; version: number } | undefined;

/** The sample programme with the languages loaded so far (rebuilt when one more arrives; callers must not change it). */
export function sampleProgramme(): Programme {
  const { texts, version } = loadedSampleTexts();
  if (built?.version !== version) built = { programme: buildSampleProgramme(texts, tonightStart()), version };
  return built.programme;
}

/** Loads the texts of `languages` (all six unless told), then gives the sample programme with them. */
export async function loadSampleProgramme(languages: readonly Language[] = LANGUAGES): Promise<Programme> {
  await Promise.all(languages.map(loadSampleTexts));
  return sampleProgramme();
}
