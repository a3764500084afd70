/*
 * The columns the site reads of public.concerts and public.artists: one list for the fetchers, the row
 * checks (concert-row.ts), the test stub and the prerender. Kept apart from the checks so a page can name
 * them without loading zod.
 */
export const CONCERT_COLUMNS = [
  'id', 'texts', 'artist_id', 'artist', 'venue', 'time_zone', 'starts_at', 'ends_at', 'genre', 'capacity', 'registered',
  'price_cents', 'currency', 'poster_url', 'stream_url', 'stream_layout', 'live_stream_url', 'status', 'doors_open_minutes', 'captions',
  'youtube_id', 'views', 'published', 'created_at',
] as const;
export const ARTIST_COLUMNS = [
  'id', 'name', 'genre', 'hometown', 'country', 'texts', 'poster_url', 'video_host', 'video_id', 'video_song', 'links', 'published',
] as const;
export const CONCERT_SELECT = CONCERT_COLUMNS.join(',');
export const ARTIST_SELECT = ARTIST_COLUMNS.join(',');
/** The live counts: a small read, made again after a reservation is refused. */
export const COUNTS_SELECT = 'id,capacity,registered';
