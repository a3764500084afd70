import { TICKET_PRICE } from '../../../content/ticket';
import { stillPoster } from '../../../content/stills';
import { DEFAULT_DOORS_OPEN_MINUTES } from '../concert-life';
import type { ConcertText, ProgrammeConcert, Texts } from '../programme';

/*
 * `npm start`'s concert of tonight (issue 24): the demo concert played live from this machine
 * (scripts/live/start-with-live.ts packages it at /live/demo/master.m3u8 and builds the site with
 * VITE_LIVE_TONIGHT, the minute it started), so a newcomer's first page has a concert that is on now, doors,
 * live badge and all. Only that build has it; the sample programme of SPEC section 3 is otherwise unchanged.
 * Relative imports only: the seed script loads the sample from Node.
 */

export const TONIGHT_ID = 'tonight';
/** Where the live demo is served (scripts/live/live-dir.ts names the same folder). */
export const TONIGHT_STREAM = '/live/demo/master.m3u8';
/** The live demo loops until npm start stops: the evening is long enough for any first look. */
const EVENING_MS = 4 * 60 * 60_000;

/** When the build says tonight's concert started (VITE_LIVE_TONIGHT), or undefined; Node has no `import.meta.env`. */
export function tonightStart(): string | undefined {
  const env = import.meta.env as ImportMetaEnv | undefined;
  const value = env?.VITE_LIVE_TONIGHT?.trim();
  return value && Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : undefined;
}

export function tonightConcert(startsAt: string, texts: Texts<ConcertText>): ProgrammeConcert {
  return {
    id: TONIGHT_ID,
    texts,
    artistId: null,
    artistName: null,
    venue: null,
    timeZone: 'Europe/Amsterdam',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + EVENING_MS).toISOString(),
    genre: 'classical',
    capacity: 100,
    registered: 0,
    priceCents: TICKET_PRICE.amount * 100,
    currency: TICKET_PRICE.currency,
    posterUrl: stillPoster('players-close'),
    stream: null,
    liveStream: TONIGHT_STREAM,
    status: 'scheduled',
    doorsOpenMinutes: DEFAULT_DOORS_OPEN_MINUTES,
    captions: [],
    youtubeId: null,
    views: 0,
    published: true,
  };
}
