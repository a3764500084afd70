import { stillPoster } from '../../../content/stills';
import type { ProgrammeArtist } from '../programme';

/*
 * The bundled sample programme's artists (/artist/{id}), in the order of the home page's Featured Artists.
 * Their short lines and bios are in texts/<language>.ts. Relative imports only: the seed loads this from Node.
 */

export const SAMPLE_ARTIST_IDS = ['9', 'mara-okafor-trio', 'delia-mae-carter'] as const;
export type SampleArtistId = (typeof SAMPLE_ARTIST_IDS)[number];

export type SampleArtist = Omit<ProgrammeArtist, 'texts' | 'published'> & { id: SampleArtistId };

/**
 * The hall's stage lit and empty: none of these artists is the demo's string quartet, and a picture of string
 * players over a rock band's name (its page, its link preview) would say it was. Empty, it promises only the hall.
 */
const ARTIST_POSTER = stillPoster('hall-empty');

export const SAMPLE_ARTISTS: readonly SampleArtist[] = [
  {
    // The concert id: the band of the artist video (concert 9).
    id: '9',
    name: 'Bayou City Static',
    genre: 'rock',
    hometown: 'Houston, Texas',
    country: 'US',
    // The song is concert 9's video (its YouTube id there); a song's name is never translated.
    video: { host: 'youtube', id: 'bCsLltL2025', song: 'Long Live The Lights' },
    posterUrl: ARTIST_POSTER,
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
    hometown: 'Manchester',
    country: 'GB',
    // PLACEHOLDER YouTube id (11 valid characters, no real video): replace with the trio's own video.
    video: { host: 'youtube', id: 'PLACEHOLDR2', song: 'Blue Hour on Oxford Road' },
    posterUrl: ARTIST_POSTER,
    links: [{ kind: 'website', href: 'https://mara-okafor-trio.example/' }],
  },
  {
    id: 'delia-mae-carter',
    name: 'Delia Mae Carter',
    genre: 'blues',
    hometown: 'Nashville, Tennessee',
    country: 'US',
    // PLACEHOLDER Vimeo id (digits only, no real video): replace with Delia Mae Carter's own video.
    video: { host: 'vimeo', id: '100000007', song: 'River Porch Song' },
    posterUrl: ARTIST_POSTER,
    links: [{ kind: 'listen', href: 'https://delia-mae-carter.example/listen' }],
  },
];
