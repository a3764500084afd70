import type { ArtistText, ConcertText } from '../programme';
import type { SampleArtistId } from './sample-artists';
import type { SampleConcertId } from './sample-concerts';

/** Every sample concert and artist has its texts in every language: the type makes a missing one an error. */
export interface SampleTexts {
  concerts: Record<SampleConcertId, ConcertText>;
  artists: Record<SampleArtistId, ArtistText>;
}
