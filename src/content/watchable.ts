import { CONCERTS, type SampleConcert } from './concerts';
import { DEMO_STREAM, type Stream, type StreamLayout } from './media';

/** The demo's id among the watchable concerts (and the players' start on /concert/demo and /aframe-demo). */
export const DEMO_ENTRY_ID = 'demo';

/** A concert a player can move on to: its stream and its title, translated by the caller. */
export interface WatchableEntry {
  id: string;
  title: string;
  src: string;
  poster: string;
  layout?: StreamLayout;
}

type Recorded = SampleConcert & { video: { kind: 'recording360'; stream: Stream } };

const isRecorded = (concert: SampleConcert): concert is Recorded => concert.video?.kind === 'recording360';

const entryOf = (id: string, title: string, stream: Stream): WatchableEntry => ({ id, title, src: stream.src, poster: stream.poster, layout: stream.layout });

/**
 * What both players (and the headset's chooser) offer: the demo first, then every concert of the programme
 * with a 360° recording, in programme order. Titles come translated by the caller; captions come from each
 * stream's own subtitle renditions, so entries carry none.
 */
export function watchablePlaylist(demoTitle: string, titleOf: (concert: SampleConcert) => string, concerts: readonly SampleConcert[] = CONCERTS): WatchableEntry[] {
  const recorded = concerts.filter(isRecorded).map((concert) => entryOf(concert.id, titleOf(concert), concert.video.stream));
  return [entryOf(DEMO_ENTRY_ID, demoTitle, DEMO_STREAM), ...recorded];
}
