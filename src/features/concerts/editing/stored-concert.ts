import { LANGUAGES, type Language } from '@/i18n/config';
import { CONCERT_TEXT_FIELDS, type ConcertDraft } from './concert-draft';
import { textsToDraft } from './text-fields';
import { instantToZoned } from './zoned-time';

/** A row of public.concerts as the admin reads it (`select *`): the columns the editor fills its form from. */
export interface StoredConcert {
  id: string;
  title: string;
  texts: unknown;
  artist_id: string | null;
  venue: string | null;
  time_zone: string;
  starts_at: string;
  ends_at: string | null;
  genre: string | null;
  capacity: number;
  price_cents: number;
  poster_url: string | null;
  stream_url: string | null;
  stream_layout: string;
  captions: string[];
  live_stream_url: string | null;
  doors_open_minutes: number;
  status: string;
  published: boolean;
}

/** A stored concert as the editor's values (times on the venue's clock, the price in euros): concertDraftSchema's inverse. */
export function draftOfConcert(row: StoredConcert): ConcertDraft {
  return {
    id: row.id,
    texts: textsToDraft(CONCERT_TEXT_FIELDS, row.texts),
    artistId: row.artist_id ?? '',
    venue: row.venue ?? '',
    timeZone: row.time_zone,
    startsAt: instantToZoned(row.starts_at, row.time_zone),
    endsAt: row.ends_at === null ? '' : instantToZoned(row.ends_at, row.time_zone),
    genre: row.genre ?? '',
    capacity: String(row.capacity),
    price: (row.price_cents / 100).toFixed(2),
    posterUrl: row.poster_url ?? '',
    streamUrl: row.stream_url ?? '',
    streamLayout: row.stream_layout,
    captions: row.captions.filter((c): c is Language => (LANGUAGES as readonly string[]).includes(c)),
    status: row.status,
    doorsOpenMinutes: String(row.doors_open_minutes),
    liveStreamUrl: row.live_stream_url ?? '',
    published: row.published,
  };
}
