import { z } from 'zod';
import {
  CONCERT_STATUSES,
  DEFAULT_POSTER,
  GENRES,
  normalInstant,
  streamPoster,
  LANGUAGES,
  STREAM_LAYOUTS,
  type ArtistText,
  type ConcertText,
  type ProgrammeArtist,
  type ProgrammeConcert,
  type Texts,
} from './programme';

/*
 * The rows of public.concerts and public.artists (supabase/migrations/20261126000100_programme.sql) as
 * PostgREST sends them, checked with zod at the edge, and mapped to the programme model and back (the
 * seed and the test stub write rows from the sample). Relative imports only: Node loads this module too.
 */

export { ARTIST_COLUMNS, ARTIST_SELECT, CONCERT_COLUMNS, CONCERT_SELECT, COUNTS_SELECT } from './concert-columns';

function textsSchema<T extends z.ZodType>(text: T) {
  const others = Object.fromEntries(LANGUAGES.filter((language) => language !== 'en').map((language) => [language, text.optional()]));
  return z.object({ en: text, ...others });
}

const concertText = z.object({ title: z.string().min(1), description: z.string() });
const artistText = z.object({ tagline: z.string(), bio: z.string() });
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'instant');

export const concertRowSchema = z.object({
  id: z.string().min(1),
  texts: textsSchema(concertText),
  artist_id: z.string().nullable(),
  artist: z.string().nullable(),
  venue: z.string().nullable(),
  time_zone: z.string().min(1),
  starts_at: instant,
  ends_at: instant.nullable(),
  genre: z.enum(GENRES).nullable(),
  capacity: z.number().int(),
  registered: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string().length(3),
  poster_url: z.string().nullable(),
  stream_url: z.string().nullable(),
  stream_layout: z.enum(STREAM_LAYOUTS),
  live_stream_url: z.string().nullable(),
  status: z.enum(CONCERT_STATUSES),
  doors_open_minutes: z.number().int().nonnegative(),
  captions: z.array(z.string()),
  youtube_id: z.string().nullable(),
  views: z.number().int(),
  published: z.boolean(),
  // Read, never written: the database sets it (and the seed and the tests' stub leave it out).
  created_at: instant.optional(),
});
export type ConcertRow = z.infer<typeof concertRowSchema>;

export const artistRowSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  genre: z.enum(GENRES).nullable(),
  hometown: z.string().nullable(),
  country: z.string().nullable(),
  texts: textsSchema(artistText),
  poster_url: z.string().nullable(),
  video_host: z.enum(['youtube', 'vimeo']).nullable(),
  video_id: z.string().nullable(),
  video_song: z.string().nullable(),
  links: z.array(z.object({ kind: z.enum(['website', 'listen']), href: z.string() })),
  published: z.boolean(),
});
export type ArtistRow = z.infer<typeof artistRowSchema>;

export const countRowSchema = z.object({ id: z.string(), capacity: z.number().int(), registered: z.number().int() });
export type CountRow = z.infer<typeof countRowSchema>;

/** Drops the languages without a text: the model's texts hold only what exists. */
function presentTexts<T>(texts: Record<string, T | undefined>): Texts<T> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined)) as Texts<T>;
}

/** A row's texts: English is required there (a concert or artist is written in English first). */
function rowTexts<T>(texts: Texts<T>, what: string): Texts<T> & { en: T } {
  if (texts.en === undefined) throw new Error(`${what} has no English text`);
  return { ...texts, en: texts.en };
}

export function concertFromRow(row: ConcertRow): ProgrammeConcert {
  return {
    id: row.id,
    texts: presentTexts<ConcertText>(row.texts),
    artistId: row.artist_id,
    artistName: row.artist,
    venue: row.venue,
    timeZone: row.time_zone,
    startsAt: normalInstant(row.starts_at),
    endsAt: row.ends_at === null ? null : normalInstant(row.ends_at),
    genre: row.genre,
    capacity: row.capacity,
    registered: row.registered,
    priceCents: row.price_cents,
    currency: row.currency,
    posterUrl: row.poster_url ?? DEFAULT_POSTER,
    stream: row.stream_url === null ? null : { src: row.stream_url, poster: streamPoster(row.stream_url), layout: row.stream_layout },
    liveStream: row.live_stream_url,
    status: row.status,
    doorsOpenMinutes: row.doors_open_minutes,
    captions: row.captions,
    youtubeId: row.youtube_id,
    views: row.views,
    published: row.published,
    ...(row.created_at === undefined ? {} : { listedAt: normalInstant(row.created_at) }),
  };
}

export function concertToRow(concert: ProgrammeConcert): ConcertRow {
  return {
    id: concert.id,
    texts: rowTexts(concert.texts, `concert ${concert.id}`),
    artist_id: concert.artistId,
    artist: concert.artistName,
    venue: concert.venue,
    time_zone: concert.timeZone,
    starts_at: concert.startsAt,
    ends_at: concert.endsAt,
    genre: concert.genre,
    capacity: concert.capacity,
    registered: concert.registered,
    price_cents: concert.priceCents,
    currency: concert.currency,
    poster_url: concert.posterUrl,
    stream_url: concert.stream?.src ?? null,
    stream_layout: concert.stream?.layout ?? 'mono',
    live_stream_url: concert.liveStream,
    status: concert.status,
    doors_open_minutes: concert.doorsOpenMinutes,
    captions: concert.captions,
    youtube_id: concert.youtubeId,
    views: concert.views,
    published: concert.published,
  };
}

export function artistFromRow(row: ArtistRow): ProgrammeArtist {
  const video = row.video_host && row.video_id ? { host: row.video_host, id: row.video_id, song: row.video_song ?? '' } : null;
  return {
    id: row.id,
    name: row.name,
    genre: row.genre,
    hometown: row.hometown,
    country: row.country,
    texts: presentTexts<ArtistText>(row.texts),
    posterUrl: row.poster_url,
    video,
    links: row.links,
    published: row.published,
  };
}

export function artistToRow(artist: ProgrammeArtist): ArtistRow {
  return {
    id: artist.id,
    name: artist.name,
    genre: artist.genre,
    hometown: artist.hometown,
    country: artist.country,
    texts: rowTexts(artist.texts, `artist ${artist.id}`),
    poster_url: artist.posterUrl,
    video_host: artist.video?.host ?? null,
    video_id: artist.video?.id ?? null,
    video_song: artist.video?.song ?? null,
    links: artist.links,
    published: artist.published,
  };
}

/** Rows from the API → concerts; throws (with zod's issues) on a row the site cannot show. */
export const concertsFromRows = (rows: unknown): ProgrammeConcert[] => z.array(concertRowSchema).parse(rows).map(concertFromRow);
export const artistsFromRows = (rows: unknown): ProgrammeArtist[] => z.array(artistRowSchema).parse(rows).map(artistFromRow);
export const countsFromRows = (rows: unknown): CountRow[] => z.array(countRowSchema).parse(rows);
