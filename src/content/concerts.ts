import { DEMO_STREAM, STEREO_DEMO_STREAM, type Stream } from './media';

/**
 * What can be watched of a concert: a 360° recording played on the site, or an artist's own video on
 * YouTube (only its id: the embed is click-to-load, so nothing is requested from YouTube until asked).
 */
export type ConcertVideo = { kind: 'recording360'; stream: Stream } | { kind: 'artistVideo'; youtubeId: string };

/** Genres of the programme; their names are translated (`concerts:genres.<id>`). */
export const GENRES = ['classical', 'jazz', 'choral', 'folk', 'brass', 'blues', 'rock'] as const;
export type Genre = (typeof GENRES)[number];

/** A concert of the sample programme (SPEC section 3). */
export interface Concert {
  /** Route parameter of /concert/{id}: '1' to '9' in the samples. */
  id: string;
  /** English source text; pages show `concerts:items.<id>.title` in the visitor's language. */
  title: string;
  /** A name: never translated. */
  artist: string;
  /** English source text; pages show `concerts:items.<id>.description`. */
  description: string;
  /** ISO 8601 date of the start (YYYY-MM-DD). */
  date: string;
  /** ISO 8601 date of the last day; when absent the concert ends on `date`. */
  endDate?: string;
  /** English display text of the date range, e.g. 'April 12, 2025'; pages format the dates with Intl. */
  duration: string;
  /** Site-relative ('/images/…') or absolute image address. */
  imageUrl: string;
  video?: ConcertVideo;
  views: number;
  /** 'Locality, Venue name, Country or state': the first comma-separated part is the locality. */
  venue: string;
  genre?: Genre;
}

export const CONCERT_IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type ConcertId = (typeof CONCERT_IDS)[number];

/** A concert of the sample programme: a known id (so its translation keys are typed) and a genre. */
export type SampleConcert = Concert & { id: ConcertId; genre: Genre };

const RECORDING = { kind: 'recording360', stream: DEMO_STREAM } as const;
/** One concert filmed in stereo (a 3D picture in a headset), so the stereo path is part of the programme. */
const STEREO_RECORDING = { kind: 'recording360', stream: STEREO_DEMO_STREAM } as const;

/** The programme, in display order (the first three become structured data on the home page). */
export const CONCERTS: readonly SampleConcert[] = [
  {
    id: '1',
    title: 'Spring Strings at the Concertgebouw',
    artist: 'Amstel String Quartet',
    description:
      'A string quartet plays Haydn and Dvořák, filmed from the middle of the hall so you sit among the musicians.',
    date: '2025-04-12',
    duration: 'April 12, 2025',
    imageUrl: '/images/concerts/1.svg',
    video: RECORDING,
    views: 3200,
    venue: 'Amsterdam, Concertgebouw, Netherlands',
    genre: 'classical',
  },
  {
    id: '2',
    title: 'Evening Jazz in Manchester',
    artist: 'Mara Okafor Trio',
    description:
      'Piano, double bass and drums in a warm late-night set of standards and new songs, close enough to see every smile on stage.',
    date: '2025-04-19',
    duration: 'April 19, 2025',
    imageUrl: '/images/concerts/2.svg',
    video: RECORDING,
    views: 1850,
    venue: 'Manchester, Bridgewater Hall, UK',
    genre: 'jazz',
  },
  {
    id: '3',
    title: 'Voices of the West Coast',
    artist: 'Västkust Chamber Choir',
    description:
      'Thirty voices sing Swedish folk hymns and summer songs over two evenings, with the choir standing in a circle around you.',
    date: '2025-04-26',
    endDate: '2025-04-27',
    duration: 'April 26–27, 2025',
    imageUrl: '/images/concerts/3.svg',
    video: RECORDING,
    views: 1240,
    venue: 'Gothenburg, Konserthuset, Sweden',
    genre: 'choral',
  },
  {
    id: '4',
    title: 'A Piano Afternoon',
    artist: 'Lieke de Vries',
    description:
      'Gentle piano pieces by Chopin, Satie and Schumann for a calm afternoon, with a short story about every piece.',
    date: '2025-05-04',
    duration: 'May 4, 2025',
    imageUrl: '/images/concerts/4.svg',
    video: RECORDING,
    views: 980,
    venue: 'Utrecht, TivoliVredenburg, Netherlands',
    genre: 'classical',
  },
  {
    id: '5',
    title: 'Folk Songs from the Highlands',
    artist: 'The Glen Road Players',
    description:
      'Fiddle, accordion and voices bring well-loved Scottish songs to life: songs to hum, clap and sing along to.',
    date: '2025-05-17',
    duration: 'May 17, 2025',
    imageUrl: '/images/concerts/5.svg',
    video: RECORDING,
    views: 2100,
    venue: 'Edinburgh, Usher Hall, UK',
    genre: 'folk',
  },
  {
    id: '6',
    title: 'Brass by the Water',
    artist: 'Stockholm Brass Collective',
    description:
      'A bright brass ensemble plays marches, film music and a few surprises, recorded on a summer evening by the water.',
    date: '2025-05-24',
    duration: 'May 24, 2025',
    imageUrl: '/images/concerts/6.svg',
    video: STEREO_RECORDING,
    views: 760,
    venue: 'Stockholm, Berwaldhallen, Sweden',
    genre: 'brass',
  },
  {
    id: '7',
    title: 'Blues Night in Nashville',
    artist: 'Delia Mae Carter',
    description:
      "Slide guitar and a voice full of stories: two nights of classic blues and soul from one of Nashville's favourite singers.",
    date: '2025-06-06',
    endDate: '2025-06-07',
    duration: 'June 6–7, 2025',
    imageUrl: '/images/concerts/7.svg',
    views: 450,
    venue: 'Nashville, Ryman Auditorium, Tennessee',
    genre: 'blues',
  },
  {
    id: '8',
    title: 'Harp and Voice at Sunset',
    artist: 'Noor Haddad',
    description:
      'Harp and song for the end of the day: lullabies, old love songs and quiet melodies from many countries.',
    date: '2025-06-14',
    duration: 'June 14, 2025',
    imageUrl: '/images/concerts/8.svg',
    views: 620,
    venue: 'Rotterdam, De Doelen, Netherlands',
    genre: 'classical',
  },
  {
    id: '9',
    title: 'Long Live The Lights',
    artist: 'Bayou City Static',
    description:
      'The new video by Houston rock band Bayou City Static: big guitars, a singalong chorus and a song about the lights that keep us going.',
    date: '2025-06-21',
    duration: 'June 21, 2025',
    imageUrl: '/images/concerts/9.svg',
    // Placeholder id of the band's video, to be replaced by the real one; never fetched by the site itself.
    video: { kind: 'artistVideo', youtubeId: 'bCsLltL2025' },
    views: 2750,
    venue: 'Houston, White Oak Music Hall, Texas',
    genre: 'rock',
  },
];
