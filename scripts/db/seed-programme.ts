/**
 * The bundled sample programme (src/content) as rows of public.concerts and public.artists, with every text
 * in the six languages from the `concerts` and `artist` translation namespaces. supabase/seed.sql is
 * rendered from these rows (seed-sql.ts), so the database starts with exactly what the site bundles.
 *
 * The samples give days, not times: the start times and venues' time zones below are the seed's choice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ARTISTS } from '../../src/content/artists.ts';
import { CONCERTS, type SampleConcert } from '../../src/content/concerts.ts';
import { DEMO_CONCERTS, type DemoConcert } from '../../src/content/demo-concerts.ts';
import { TICKET_PRICE } from '../../src/content/ticket.ts';

export const LANGUAGES = ['en', 'nl', 'es', 'pt', 'de', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));

/** The languages the bundled streams carry captions in (public/media/demo and demo-stereo, subs/). */
export const DEMO_CAPTIONS: readonly Language[] = LANGUAGES;

/** Each venue's IANA time zone, by the venue's locality (its first comma-separated part). */
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
/** The demo concert cards name no venue: the default zone, Amsterdam's. */
const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';
/** Evening concerts start at 19:30 local time; the afternoon one earlier. */
const START_TIMES: Partial<Record<string, string>> = { '4': '14:30' };
const EVENING = '19:30';
/** A concert over several days ends on its last day at this local time. */
const LAST_DAY_ENDS = '21:30';

const concertsNamespace = z.object({
  items: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
  upcomingItems: z.record(z.string(), z.object({ title: z.string() })),
});
const artistNamespace = z.object({
  items: z.record(z.string(), z.object({ tagline: z.string(), bio: z.string() })),
});

function readNamespace<T>(language: Language, namespace: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')));
}

/** { en: f(en's namespace), nl: … } in LANGUAGES' order. */
function perLanguage<N, T>(namespace: string, schema: z.ZodType<N>, pick: (resources: N, language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pick(readNamespace(language, namespace, schema), language)])) as Record<Language, T>;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: ${what} is missing`);
  return value;
}

/** The instant at which the wall clock in `timeZone` shows `date` `time` (YYYY-MM-DD, HH:MM), as ISO 8601 UTC. */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const parts = (instant: number) => {
    const fields = new Intl.DateTimeFormat('en-GB', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    }).formatToParts(instant);
    const get = (type: string) => fields.find((part) => part.type === type)?.value ?? '';
    return Date.parse(`${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`);
  };
  // The zone's offset at the wall time read as UTC, then once more at the corrected instant (DST edges).
  let instant = wall - (parts(wall) - wall);
  instant = wall - (parts(instant) - instant);
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

export interface ArtistRow {
  id: string;
  name: string;
  genre: string;
  hometown: string;
  country: string;
  texts: Record<Language, { tagline: string; bio: string }>;
  poster_url: string;
  video_host: string;
  video_id: string;
  video_song: string;
  links: { kind: string; href: string }[];
  published: boolean;
}

export interface ConcertRow {
  id: string;
  texts: Record<Language, { title: string; description: string }>;
  artist_id: string | null;
  artist: string | null;
  venue: string | null;
  time_zone: string;
  starts_at: string;
  ends_at: string | null;
  genre: string | null;
  capacity: number;
  registered: number;
  price_cents: number;
  currency: string;
  poster_url: string;
  stream_url: string | null;
  stream_layout: string;
  captions: string[];
  youtube_id: string | null;
  views: number;
  published: boolean;
}

export function artistRows(): ArtistRow[] {
  const texts = perLanguage('artist', artistNamespace, (resources) => resources.items);
  return ARTISTS.map((artist) => ({
    id: artist.id,
    name: artist.name,
    genre: artist.genre,
    hometown: artist.hometown.place,
    country: artist.hometown.country,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, required(texts[language][artist.id], `artist:items.${artist.id} in ${language}`)])) as ArtistRow['texts'],
    poster_url: artist.poster,
    video_host: artist.video.host,
    video_id: artist.video.id,
    video_song: artist.video.song,
    links: artist.links.map(({ kind, href }) => ({ kind, href })),
    published: true,
  }));
}

function sampleConcertRow(concert: SampleConcert, items: Record<Language, Record<string, { title: string; description: string }>>): ConcertRow {
  const locality = concert.venue.split(',')[0]?.trim() ?? '';
  const timeZone = required(TIME_ZONES[locality], `the time zone of ${locality}`);
  const artist = ARTISTS.find((candidate) => candidate.concertIds.some((id) => id === concert.id));
  const video = concert.video;
  const stream = video?.kind === 'recording360' ? video.stream : null;
  return {
    id: concert.id,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, required(items[language][concert.id], `concerts:items.${concert.id} in ${language}`)])) as ConcertRow['texts'],
    artist_id: artist?.id ?? null,
    artist: concert.artist,
    venue: concert.venue,
    time_zone: timeZone,
    starts_at: zonedInstant(concert.date, START_TIMES[concert.id] ?? EVENING, timeZone),
    ends_at: concert.endDate ? zonedInstant(concert.endDate, LAST_DAY_ENDS, timeZone) : null,
    genre: concert.genre,
    capacity: 100,
    registered: 0,
    price_cents: TICKET_PRICE.amount * 100,
    currency: TICKET_PRICE.currency,
    poster_url: concert.imageUrl,
    stream_url: stream?.src ?? null,
    stream_layout: stream?.layout ?? 'mono',
    captions: stream ? [...DEMO_CAPTIONS] : [],
    youtube_id: video?.kind === 'artistVideo' ? video.youtubeId : null,
    views: concert.views,
    published: true,
  };
}

function demoConcertRow(concert: DemoConcert, titles: Record<Language, Record<string, { title: string }>>): ConcertRow {
  return {
    id: concert.id,
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [language, { title: required(titles[language][concert.id], `concerts:upcomingItems.${concert.id} in ${language}`).title, description: '' }]),
    ) as ConcertRow['texts'],
    artist_id: null,
    artist: null,
    venue: null,
    time_zone: DEFAULT_TIME_ZONE,
    starts_at: zonedInstant(concert.date, concert.time, DEFAULT_TIME_ZONE),
    ends_at: null,
    genre: null,
    capacity: concert.capacity,
    registered: concert.registered,
    price_cents: TICKET_PRICE.amount * 100,
    currency: TICKET_PRICE.currency,
    poster_url: concert.imageUrl,
    stream_url: null,
    stream_layout: 'mono',
    captions: [],
    youtube_id: null,
    views: 0,
    published: true,
  };
}

/** The nine sample concerts, then the three demo concert cards, in the site's order. */
export function concertRows(): ConcertRow[] {
  const items = perLanguage('concerts', concertsNamespace, (resources) => resources.items);
  const upcoming = perLanguage('concerts', concertsNamespace, (resources) => resources.upcomingItems);
  return [...CONCERTS.map((concert) => sampleConcertRow(concert, items)), ...DEMO_CONCERTS.map((concert) => demoConcertRow(concert, upcoming))];
}
