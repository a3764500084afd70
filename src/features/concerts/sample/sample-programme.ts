import { ARTISTS, type Artist } from '../../content/artists';
import { CONCERTS, type SampleConcert } from '../../content/concerts';
import { DEMO_CONCERTS, type DemoConcert } from '../../content/demo-concerts';
import { TICKET_PRICE } from '../../content/ticket';
import artistDe from '../../i18n/locales/de/artist.json';
import artistEn from '../../i18n/locales/en/artist.json';
import artistEs from '../../i18n/locales/es/artist.json';
import artistFr from '../../i18n/locales/fr/artist.json';
import artistNl from '../../i18n/locales/nl/artist.json';
import artistPt from '../../i18n/locales/pt/artist.json';
import concertsDe from '../../i18n/locales/de/concerts.json';
import concertsEn from '../../i18n/locales/en/concerts.json';
import concertsEs from '../../i18n/locales/es/concerts.json';
import concertsFr from '../../i18n/locales/fr/concerts.json';
import concertsNl from '../../i18n/locales/nl/concerts.json';
import concertsPt from '../../i18n/locales/pt/concerts.json';
import { byStart, LANGUAGES, streamPoster, type ArtistText, type ConcertText, type Language, type Programme, type ProgrammeArtist, type ProgrammeConcert, type Texts } from './programme';
import { zonedInstant } from './zoned-time';

/*
 * The bundled sample programme (src/content, texts from the `concerts` and `artist` namespaces of all six
 * languages) in the programme model: what the site shows when no backend is configured, and what the
 * database is seeded with (scripts/db/seed-programme.ts writes the same rows; a test holds them equal).
 * The samples give days, not times: the start times and time zones below are the seed's choice.
 */

type ConcertsNamespace = { items: Record<string, ConcertText>; upcomingItems: Record<string, { title: string }> };
type ArtistNamespace = { items: Record<string, ArtistText> };

const CONCERT_TEXTS: Record<Language, ConcertsNamespace> = { en: concertsEn, nl: concertsNl, es: concertsEs, pt: concertsPt, de: concertsDe, fr: concertsFr };
const ARTIST_TEXTS: Record<Language, ArtistNamespace> = { en: artistEn, nl: artistNl, es: artistEs, pt: artistPt, de: artistDe, fr: artistFr };

/** Each venue's IANA time zone, by its locality (the first comma-separated part). */
const TIME_ZONES: Record<string, string> = {
  Amsterdam: 'Europe/Amsterdam',
  Utrecht: 'Europe/Amsterdam',
  Rotterdam: 'Europe/Amsterdam',
  Manchester: 'Europe/London',
  Edinburgh: 'Europe/London',
  Gothenburg: 'Europe/Stockholm',
  Stockholm: 'Europe/Stockholm',
  Nashville: 'America/Chicago',
  Houston: 'America/Chicago',
};
/** The demo concert cards name no venue: Amsterdam's zone. */
const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';
/** Evening concerts start at 19:30 local time; the afternoon one earlier; several days end at 21:30. */
const START_TIMES: Partial<Record<string, string>> = { '4': '14:30' };
const EVENING = '19:30';
const LAST_DAY_ENDS = '21:30';
const SAMPLE_CAPACITY = 100;
const PRICE_CENTS = TICKET_PRICE.amount * 100;

/** One text per language, built by `pick`; a missing text is a broken sample, not something to show. */
function textsOf<T>(pick: (language: Language) => T | undefined, what: string): Texts<T> {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)]));
  for (const language of LANGUAGES) if (texts[language] === undefined) throw new Error(`sample programme: ${what} has no ${language} text`);
  return texts as Texts<T>;
}

function sampleConcert(concert: SampleConcert): ProgrammeConcert {
  const locality = concert.venue.split(',')[0]?.trim() ?? '';
  const timeZone = TIME_ZONES[locality] ?? DEFAULT_TIME_ZONE;
  const artist = ARTISTS.find((candidate) => candidate.concertIds.some((id) => id === concert.id));
  const stream = concert.video?.kind === 'recording360' ? concert.video.stream : null;
  return {
    id: concert.id,
    texts: textsOf((language) => CONCERT_TEXTS[language].items[concert.id], `concert ${concert.id}`),
    artistId: artist?.id ?? null,
    artistName: concert.artist,
    venue: concert.venue,
    timeZone,
    startsAt: new Date(zonedInstant(concert.date, START_TIMES[concert.id] ?? EVENING, timeZone)).toISOString(),
    endsAt: concert.endDate ? new Date(zonedInstant(concert.endDate, LAST_DAY_ENDS, timeZone)).toISOString() : null,
    genre: concert.genre,
    capacity: SAMPLE_CAPACITY,
    registered: 0,
    priceCents: PRICE_CENTS,
    currency: TICKET_PRICE.currency,
    posterUrl: concert.imageUrl,
    stream: stream ? { src: stream.src, poster: streamPoster(stream.src), layout: stream.layout ?? 'mono' } : null,
    captions: stream ? [...LANGUAGES] : [],
    youtubeId: concert.video?.kind === 'artistVideo' ? concert.video.youtubeId : null,
    views: concert.views,
    published: true,
  };
}

function demoConcert(concert: DemoConcert): ProgrammeConcert {
  const title = (language: Language) => CONCERT_TEXTS[language].upcomingItems[concert.id]?.title;
  return {
    id: concert.id,
    texts: textsOf((language) => {
      const text = title(language);
      return text === undefined ? undefined : { title: text, description: '' };
    }, `concert ${concert.id}`),
    artistId: null,
    artistName: null,
    venue: null,
    timeZone: DEFAULT_TIME_ZONE,
    startsAt: new Date(zonedInstant(concert.date, concert.time, DEFAULT_TIME_ZONE)).toISOString(),
    endsAt: null,
    genre: null,
    capacity: concert.capacity,
    registered: concert.registered,
    priceCents: PRICE_CENTS,
    currency: TICKET_PRICE.currency,
    posterUrl: concert.imageUrl,
    stream: null,
    captions: [],
    youtubeId: null,
    views: 0,
    published: true,
  };
}

function sampleArtist(artist: Artist): ProgrammeArtist {
  return {
    id: artist.id,
    name: artist.name,
    genre: artist.genre,
    hometown: artist.hometown.place,
    country: artist.hometown.country,
    texts: textsOf((language) => ARTIST_TEXTS[language].items[artist.id], `artist ${artist.id}`),
    posterUrl: artist.poster,
    video: { ...artist.video },
    links: artist.links.map((link) => ({ ...link })),
    published: true,
  };
}

let sample: Programme | undefined;

/** The sample programme, concerts in programme order (built once; callers must not change it). */
export function sampleProgramme(): Programme {
  sample ??= {
    concerts: [...CONCERTS.map(sampleConcert), ...DEMO_CONCERTS.map(demoConcert)].sort(byStart),
    artists: ARTISTS.map(sampleArtist),
  };
  return sample;
}
