import type { ArtistText, ConcertText } from '../programme';
import type { SampleArtistId } from './sample-artists';
import type { SampleConcertId } from './sample-concerts';

/** Every sample concert and artist has its texts in every language: the type makes a missing one an error. */
export interface SampleTexts {
  concerts: Record<SampleConcertId, ConcertText>;
  /** npm start's concert of tonight, the demo played live (tonight-concert.ts). */
  tonight: ConcertText;
  artists: Record<SampleArtistId, ArtistText>;
}
