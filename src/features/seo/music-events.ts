import type { ProgrammeConcert } from '@/features/concerts';
import { concertEventJsonLd, type EventContext } from './concert-event';
import type { Node } from './json-ld';

/*
 * The home page's concerts as schema.org MusicEvents, apart from json-ld.ts: the site's own graph is in every
 * page's first download, the programme's code only where concerts are shown.
 */

/** SPEC section 9: structured data for the first 3 concerts (each at its own price: 15 EUR in the samples). */
export const STRUCTURED_CONCERT_COUNT = 3;

/** The first three concerts given (the page gives those still to come, soonest first), each as on its own page. */
export function musicEventsJsonLd(concerts: readonly ProgrammeConcert[], context: EventContext): Node[] {
  return concerts.slice(0, STRUCTURED_CONCERT_COUNT).map((concert) => concertEventJsonLd(concert, context));
}
