import type { ProgrammeConcert } from '@/features/concerts';
import { concertEventJsonLd } from './concert-event';
import { JsonLdScript } from './json-ld-script';
import { useEventContext } from './use-event-context';

/** A concert page's own event, in the page's language (Google: each event has its own page with its markup). */
export function ConcertEventData({ concert }: { concert: ProgrammeConcert }) {
  return <JsonLdScript nodes={[concertEventJsonLd(concert, useEventContext())]} />;
}
