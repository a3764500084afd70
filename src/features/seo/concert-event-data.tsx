import type { ProgrammeConcert } from '@/features/concerts';
import { concertEventJsonLd, concertRecordingJsonLd } from './concert-event';
import { JsonLdScript } from './json-ld-script';
import { useEventContext } from './use-event-context';

/** A concert page's own event, in the page's language (Google: each event has its own page with its markup), and its recording once published. */
export function ConcertEventData({ concert }: { concert: ProgrammeConcert }) {
  const context = useEventContext();
  const recording = concertRecordingJsonLd(concert, context);
  return <JsonLdScript nodes={recording ? [concertEventJsonLd(concert, context), recording] : [concertEventJsonLd(concert, context)]} />;
}
