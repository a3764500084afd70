import { stillPoster } from '../../../content/stills';
import type { Genre } from '../programme';

/*
 * The bundled sample programme's concerts (SPEC section 3): what the site shows when no backend is configured,
 * and what the database is seeded with. Their titles and descriptions are in texts/<language>.ts, loaded for
 * the visitor's language only. Relative imports only: the seed script loads this module from Node.
 */

export const SAMPLE_CONCERT_IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'amsterdam-philharmonic', 'classical-strings', 'jazz-quartet'] as const;
export type SampleConcertId = (typeof SAMPLE_CONCERT_IDS)[number];

/** A moment on the venue's wall clock: a day (YYYY-MM-DD) and a time (HH:MM). */
export interface WallClock {
  day: string;
  time: string;
}

export interface SampleConcert {
  id: SampleConcertId;
  /** The artist's page, when they have one (sample-artists.ts). */
  artistId: string | null;
  /** A name: never translated. */
  artistName: string | null;
  /** 'Locality, Venue name, Country or state': the first part is the locality. */
  venue: string | null;
  /** The venue's IANA zone: the start and end below are on its clock. */
  timeZone: string;
  starts: WallClock;
  /** The end of a concert over several days (its last evening); none for a single one. */
  ends?: WallClock;
  genre: Genre | null;
  capacity: number;
  registered: number;
  /**
   * Site-relative artwork: a still of the demo hall (content/stills.ts), neighbours in the agenda never the same.
   * Only the string and classical concerts show the demo's baroque players; the others (jazz, choir, folk, brass,
   * blues, rock) take the lit, empty stage, hall-empty and hall-empty-side in turn, so no one is pictured as them.
   */
  posterUrl: string;
  /** The artist's own video on YouTube (a placeholder id in the sample). */
  youtubeId?: string;
  views: number;
}

/** SPEC section 9: every concert seats 100. */
const SEATS = 100;
const evening = (day: string): WallClock => ({ day, time: '19:30' });
const lastEvening = (day: string): WallClock => ({ day, time: '21:30' });

/**
 * The programme, in the order of its start. None has a 360° recording of its own: the demo concert
 * (/concert/demo) is the only recording the sample has, and no sample concert pretends to be it.
 */
export const SAMPLE_CONCERTS: readonly SampleConcert[] = [
  { id: '1', artistId: null, artistName: 'Amstel String Quartet', venue: 'Amsterdam, Concertgebouw, Netherlands', timeZone: 'Europe/Amsterdam', starts: evening('2025-04-12'), genre: 'classical', capacity: SEATS, registered: 0, posterUrl: stillPoster('players-close'), views: 3200 },
  { id: '2', artistId: 'mara-okafor-trio', artistName: 'Mara Okafor Trio', venue: 'Manchester, Bridgewater Hall, UK', timeZone: 'Europe/London', starts: evening('2025-04-19'), genre: 'jazz', capacity: SEATS, registered: 0, posterUrl: stillPoster('hall-empty'), views: 1850 },
  { id: '3', artistId: null, artistName: 'Västkust Chamber Choir', venue: 'Gothenburg, Konserthuset, Sweden', timeZone: 'Europe/Stockholm', starts: evening('2025-04-26'), ends: lastEvening('2025-04-27'), genre: 'choral', capacity: SEATS, registered: 0, posterUrl: stillPoster('hall-empty-side'), views: 1240 },
  { id: '4', artistId: null, artistName: 'Lieke de Vries', venue: 'Utrecht, TivoliVredenburg, Netherlands', timeZone: 'Europe/Amsterdam', starts: { day: '2025-05-04', time: '14:30' }, genre: 'classical', capacity: SEATS, registered: 0, posterUrl: stillPoster('harpsichord'), views: 980 },
  { id: '5', artistId: null, artistName: 'The Glen Road Players', venue: 'Edinburgh, Usher Hall, UK', timeZone: 'Europe/London', starts: evening('2025-05-17'), genre: 'folk', capacity: SEATS, registered: 0, posterUrl: stillPoster('hall-empty'), views: 2100 },
  { id: '6', artistId: null, artistName: 'Stockholm Brass Collective', venue: 'Stockholm, Berwaldhallen, Sweden', timeZone: 'Europe/Stockholm', starts: evening('2025-05-24'), genre: 'brass', capacity: SEATS, registered: 0, posterUrl: stillPoster('hall-empty-side'), views: 760 },
  { id: '7', artistId: 'delia-mae-carter', artistName: 'Delia Mae Carter', venue: 'Nashville, Ryman Auditorium, Tennessee', timeZone: 'America/Chicago', starts: evening('2025-06-06'), ends: lastEvening('2025-06-07'), genre: 'blues', capacity: SEATS, registered: 0, posterUrl: stillPoster('hall-empty'), views: 450 },
  { id: '8', artistId: null, artistName: 'Noor Haddad', venue: 'Rotterdam, De Doelen, Netherlands', timeZone: 'Europe/Amsterdam', starts: evening('2025-06-14'), genre: 'classical', capacity: SEATS, registered: 0, posterUrl: stillPoster('harpsichord'), views: 620 },
  // Placeholder id of the band's video, to be replaced by the real one; never fetched by the site itself.
  { id: '9', artistId: '9', artistName: 'Bayou City Static', venue: 'Houston, White Oak Music Hall, Texas', timeZone: 'America/Chicago', starts: evening('2025-06-21'), genre: 'rock', capacity: SEATS, registered: 0, posterUrl: stillPoster('hall-empty-side'), youtubeId: 'bCsLltL2025', views: 2750 },
  // The home page's 'Upcoming VR Concerts' cards (SPEC section 9): no venue named, Amsterdam's clock.
  { id: 'amsterdam-philharmonic', artistId: null, artistName: null, venue: null, timeZone: 'Europe/Amsterdam', starts: evening('2027-03-06'), genre: null, capacity: SEATS, registered: 87, posterUrl: stillPoster('hall-balcony'), views: 0 },
  { id: 'classical-strings', artistId: null, artistName: null, venue: null, timeZone: 'Europe/Amsterdam', starts: { day: '2027-03-20', time: '14:00' }, genre: null, capacity: SEATS, registered: 62, posterUrl: stillPoster('players-close'), views: 0 },
  { id: 'jazz-quartet', artistId: null, artistName: null, venue: null, timeZone: 'Europe/Amsterdam', starts: { day: '2027-04-03', time: '16:00' }, genre: null, capacity: SEATS, registered: 41, posterUrl: stillPoster('hall-empty'), views: 0 },
];
