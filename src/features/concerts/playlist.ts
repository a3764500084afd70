import { DEMO_STREAM } from '../../content/media';
import { DEMO_ENTRY_ID, type WatchableEntry } from '../../content/watchable';
import { concertText, isRecording } from './concert-rules';
import type { ProgrammeConcert } from './programme';

export type { WatchableEntry };
export { DEMO_ENTRY_ID };

/**
 * What the players and the headset's chooser offer: the demo first, then every recording of the programme
 * (started and filmed) in programme order, titled in `language`. `current`, the concert a page starts the
 * player on, is always there, even before the programme's list has been read.
 */
export function programmePlaylist(
  concerts: readonly ProgrammeConcert[],
  { demoTitle, language, now, current }: { demoTitle: string; language: string; now: Date | number; current?: ProgrammeConcert },
): WatchableEntry[] {
  const entryOf = (concert: ProgrammeConcert): WatchableEntry[] =>
    concert.stream ? [{ id: concert.id, title: concertText(concert, language).title, src: concert.stream.src, poster: concert.stream.poster, layout: concert.stream.layout }] : [];
  const recorded = concerts.filter((concert) => isRecording(concert, now) || concert.id === current?.id);
  const withCurrent = current && !recorded.some((concert) => concert.id === current.id) ? [...recorded, current] : recorded;
  const demo: WatchableEntry = { id: DEMO_ENTRY_ID, title: demoTitle, src: DEMO_STREAM.src, poster: DEMO_STREAM.poster, layout: DEMO_STREAM.layout };
  return [demo, ...withCurrent.flatMap(entryOf)];
}
