import { DEMO_STREAM } from '../../content/media';
import { concertEnd } from './concert-end';
import { currentNight } from './concert-life';
import { rememberedManifest } from './live-manifests';
import { concertText, isRecording } from './concert-rules';
import { ownStream } from './own-recording';
import type { ProgrammeConcert, StreamLayout } from './programme';

/** The demo's id in every playlist (and the players' start on /concert/demo, /kiosk, /join and /aframe-demo). */
export const DEMO_ENTRY_ID = 'demo';

/** A concert a player can move on to: its stream and its title, already in the visitor's language. */
export interface WatchableEntry {
  id: string;
  title: string;
  src: string;
  poster: string;
  layout?: StreamLayout;
  /**
   * A concert playing live: the player joins at the live edge and ends by the playlist or after this instant (ms);
   * `wallClock`, when given, is the clock its program date-times are read against (a group session's shared clock),
   * and `lockBandSeconds` how close to that clock's position each headset is held; `manifest`, the master playlist
   * the page already fetched, if any (live-manifests.ts).
   */
  live?: { endsAt: number; wallClock?: () => number; lockBandSeconds?: number; restRateDelta?: number; jumpAboveSeconds?: number; manifest?: () => string | null };
}

/**
 * How close a room's headsets are held to the room's live moment (the engine's ROOM_LOCK_BAND_SECONDS): side by
 * side with open speakers, about 30 ms apart is heard as an echo; each within 10 ms keeps two within 20 ms.
 */
export const ROOM_LOCK_BAND_SECONDS = 0.01;
/**
 * Within that band a room's headset rests 0.1 % off normal speed, never at exactly 1 (the engine's
 * ROOM_REST_RATE_DELTA): the browser's time-stretcher, switched on at every correction, put a headset 15–30 ms late.
 */
export const ROOM_REST_RATE_DELTA = 0.001;
/**
 * Further than this from the room's live moment, a room's headset jumps there instead of catching up by rate (the
 * engine's ROOM_JUMP_ABOVE_SECONDS): its neighbours hear the gap as an echo for as long as a rate takes to close it.
 */
export const ROOM_JUMP_ABOVE_SECONDS = 0.5;

interface PlaylistOptions {
  demoTitle: string;
  language: string;
  now: Date | number;
  /** The concert a page starts the player on: there even before the programme's list has been read. */
  current?: ProgrammeConcert;
}

/**
 * What the players, the headset's chooser, the kiosk and a group session offer: the demo first, then every
 * concert of the programme that has taken place with a recording of its own, in programme order. A concert
 * whose stream is the demo (mono or stereo) is left out: it would only play the demo again
 * under another name. `current` joins the list when it has a stream of its own.
 */
export function programmePlaylist(concerts: readonly ProgrammeConcert[], { demoTitle, language, now, current }: PlaylistOptions): WatchableEntry[] {
  const offered = concerts.filter((concert) => concert.id === current?.id || isRecording(concert, now));
  const withCurrent = current && !offered.some((concert) => concert.id === current.id) ? [...offered, current] : offered;
  const demo: WatchableEntry = { id: DEMO_ENTRY_ID, title: demoTitle, src: DEMO_STREAM.src, poster: DEMO_STREAM.poster, layout: DEMO_STREAM.layout };
  return [demo, ...withCurrent.flatMap((concert) => entryOf(concert, language))];
}

function entryOf(concert: ProgrammeConcert, language: string): WatchableEntry[] {
  const stream = ownStream(concert);
  // The demo's own id is taken: a concert by that id could never be chosen apart from it.
  if (!stream || concert.id === DEMO_ENTRY_ID) return [];
  return [{ id: concert.id, title: concertText(concert, language).title, src: stream.src, poster: stream.poster, layout: stream.layout }];
}

/**
 * The concert's night as a playlist entry: its live stream under its own id (so the player starts on it), its
 * poster, and the end of the evening under way at `now` (a concert of several evenings ends each one). Null when
 * it has no live stream. `wallClock`: the clock every viewer of one room shares (a group session's), if any.
 */
export function liveEntry(concert: ProgrammeConcert, language: string, now: number, wallClock?: () => number): WatchableEntry | null {
  const stream = concert.liveStream;
  if (!stream || concert.id === DEMO_ENTRY_ID) return null;
  const endsAt = currentNight(concert, now)?.[2] ?? Date.parse(concertEnd(concert));
  // Read when the stream starts: the waiting room may find the stream after this entry was made.
  const manifest = () => rememberedManifest(stream);
  return {
    id: concert.id,
    title: concertText(concert, language).title,
    src: stream,
    poster: concert.posterUrl,
    live: wallClock
      ? { endsAt, manifest, wallClock, lockBandSeconds: ROOM_LOCK_BAND_SECONDS, restRateDelta: ROOM_REST_RATE_DELTA, jumpAboveSeconds: ROOM_JUMP_ABOVE_SECONDS }
      : { endsAt, manifest },
  };
}
