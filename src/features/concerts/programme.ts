import type { StreamLayout } from '../../content/media';
import { LANGUAGES, type Language } from '../../i18n/config';
import { stillPoster } from '../../content/stills';

/*
 * The programme as every page reads it (concerts and artists), the same whether it comes from Supabase or
 * from the bundled sample. Relative imports only: the build's prerender and the seed scripts load this
 * module from Node.
 */
export { LANGUAGES };
export type { Language, StreamLayout };

/** Genres of the programme; their names are translated (`concerts:genres.<id>`). */
export const GENRES = ['classical', 'jazz', 'choral', 'folk', 'brass', 'blues', 'rock'] as const;
export type Genre = (typeof GENRES)[number];

export const STREAM_LAYOUTS = ['mono', 'top-bottom', 'side-by-side'] as const satisfies readonly StreamLayout[];

/**
 * A concert's or artist's own texts, by language: the languages at hand. A concert in the database always has
 * English (the admin writes it first); the bundled sample in a browser holds only the visitor's language.
 */
export type Texts<T> = Partial<Record<Language, T>>;

export interface ConcertText {
  title: string;
  description: string;
}

export interface ArtistText {
  tagline: string;
  bio: string;
}

/** A concert's 360° stream, as the player takes it. */
export interface ProgrammeStream {
  /** HLS master playlist: a site path or an https address. */
  src: string;
  /** A still of the stream (the media pipeline writes `poster.jpg` beside the master playlist). */
  poster: string;
  layout: StreamLayout;
}

export const CONCERT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
/** What an admin says of the concert as a whole: it takes place, it will not, or not on its date. */
export type ConcertStatus = (typeof CONCERT_STATUSES)[number];

export interface ProgrammeConcert {
  id: string;
  texts: Texts<ConcertText>;
  artistId: string | null;
  /** The artist's name as shown (never translated); null when the concert names none. */
  artistName: string | null;
  /** 'Locality, Venue name, Country': the first part is the locality. */
  venue: string | null;
  /** IANA zone of the venue: dates and times are shown on its clock. */
  timeZone: string;
  /** ISO 8601 instant. */
  startsAt: string;
  endsAt: string | null;
  genre: Genre | null;
  capacity: number;
  registered: number;
  priceCents: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  /** Site-relative ('/images/…') or https artwork, 640×360. */
  posterUrl: string;
  stream: ProgrammeStream | null;
  /**
   * The live stream the concert plays on its night (an HLS address, set by admins): separate from `stream`,
   * its recording. Null until the concert has one.
   */
  liveStream: string | null;
  /** Whether it takes place: an admin may cancel or postpone it (concert-life.ts). */
  status: ConcertStatus;
  /** How long before the start the waiting room opens. */
  doorsOpenMinutes: number;
  /** Languages the stream has captions in. */
  captions: string[];
  /** The artist's own video on YouTube (an 11-character id), played click-to-load on the artist's page. */
  youtubeId: string | null;
  views: number;
  published: boolean;
  /**
   * When the concert entered the programme (the database's created_at), so the earliest its reservations can
   * have opened; absent where nothing recorded it (the bundled sample, a draft not yet saved).
   */
  listedAt?: string;
}

export interface ArtistLink {
  kind: 'website' | 'listen';
  href: string;
}

export interface ArtistVideo {
  host: 'youtube' | 'vimeo';
  id: string;
  /** The song's name: never translated. */
  song: string;
}

export interface ProgrammeArtist {
  id: string;
  name: string;
  genre: Genre | null;
  /** Town and, where it helps, state, as named there. */
  hometown: string | null;
  /** ISO 3166 alpha-2: named in the visitor's language. */
  country: string | null;
  texts: Texts<ArtistText>;
  /** Local artwork, 640×360: never a thumbnail from the video host. */
  posterUrl: string | null;
  video: ArtistVideo | null;
  links: ArtistLink[];
  published: boolean;
}

export interface Programme {
  concerts: ProgrammeConcert[];
  artists: ProgrammeArtist[];
}

/** Programme order: by start, then id, so every reader lists the concerts alike. */
export function byStart(a: ProgrammeConcert, b: ProgrammeConcert): number {
  return Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id);
}

export const isGenre = (value: unknown): value is Genre => typeof value === 'string' && (GENRES as readonly string[]).includes(value);

/** Artwork for a concert or artist without a poster of their own: the hall's lit, empty stage (no one it is not). */
export const DEFAULT_POSTER = stillPoster('hall-empty');

/** The media pipeline writes the stream's still as `poster.jpg` beside its master playlist. */
export function streamPoster(src: string): string {
  return src.replace(/[?#].*$/, '').replace(/[^/]*$/, 'poster.jpg');
}

/** One normal form for instants (PostgREST writes `+00:00`, the seed `Z`): equal instants compare equal. */
export const normalInstant = (value: string) => new Date(Date.parse(value)).toISOString();
