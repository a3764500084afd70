import type { VenueCountry } from './concert-rules';
import { CONCERTS, type ConcertId, type Genre } from './concerts';

/** A video on the artist's own channel: only its id, since the site embeds it click-to-load. */
export interface ArtistVideo {
  host: 'youtube' | 'vimeo';
  id: string;
  /** The song's name: never translated. */
  song: string;
}

/** Where an artist can be found elsewhere; the label is translated (`artist:profile.links.<kind>`). */
export interface ArtistLink {
  kind: 'website' | 'listen';
  href: string;
}

export const ARTIST_IDS = ['9', 'mara-okafor-trio', 'delia-mae-carter'] as const;
export type ArtistId = (typeof ARTIST_IDS)[number];

/** An artist of the programme (/artist/{id}); their bio and short line are `artist:items.<id>.bio/tagline`. */
export interface Artist {
  /** Route parameter: the concert id for the band of the artist video (9), a slug for the others. */
  id: ArtistId;
  /** A name: never translated. */
  name: string;
  genre: Genre;
  /** Town and, where it helps, state: names, shown as they are; the country is named in the visitor's language. */
  hometown: { place: string; country: VenueCountry };
  /** Their concerts in the programme, in date order. */
  concertIds: readonly ConcertId[];
  video: ArtistVideo;
  /** Local artwork (public/images/artists/), 640×360: never a thumbnail from the video host. */
  poster: string;
  links: readonly ArtistLink[];
}

/** The artist video of a concert of the programme, so its id lives in one place (src/content/concerts.ts). */
function videoOfConcert(id: ConcertId): ArtistVideo {
  const concert = CONCERTS.find((item) => item.id === id);
  if (concert?.video?.kind !== 'artistVideo') throw new Error(`Concert ${id} has no artist video`);
  return { host: 'youtube', id: concert.video.youtubeId, song: concert.title };
}

/** The artists, in the order of the home page's Featured Artists. */
export const ARTISTS: readonly Artist[] = [
  {
    id: '9',
    name: 'Bayou City Static',
    genre: 'rock',
    hometown: { place: 'Houston, Texas', country: 'US' },
    concertIds: ['9'],
    video: videoOfConcert('9'),
    poster: '/images/artists/bayou-city-static.svg',
    // Placeholder addresses (.example is reserved and never resolves): replaced by the band's own.
    links: [
      { kind: 'website', href: 'https://bayou-city-static.example/' },
      { kind: 'listen', href: 'https://bayou-city-static.example/music' },
    ],
  },
  {
    id: 'mara-okafor-trio',
    name: 'Mara Okafor Trio',
    genre: 'jazz',
    hometown: { place: 'Manchester', country: 'GB' },
    concertIds: ['2'],
    // PLACEHOLDER YouTube id (11 valid characters, no real video): replace with the trio's own video.
    video: { host: 'youtube', id: 'PLACEHOLDR2', song: 'Blue Hour on Oxford Road' },
    poster: '/images/artists/mara-okafor-trio.svg',
    links: [{ kind: 'website', href: 'https://mara-okafor-trio.example/' }],
  },
  {
    id: 'delia-mae-carter',
    name: 'Delia Mae Carter',
    genre: 'blues',
    hometown: { place: 'Nashville, Tennessee', country: 'US' },
    concertIds: ['7'],
    // PLACEHOLDER Vimeo id (digits only, no real video): replace with Delia Mae Carter's own video.
    video: { host: 'vimeo', id: '100000007', song: 'River Porch Song' },
    poster: '/images/artists/delia-mae-carter.svg',
    links: [{ kind: 'listen', href: 'https://delia-mae-carter.example/listen' }],
  },
];

/** The artist with this id, if any (ids compare exactly). */
export function findArtist(id: string | undefined): Artist | undefined {
  return ARTISTS.find((artist) => artist.id === id);
}
