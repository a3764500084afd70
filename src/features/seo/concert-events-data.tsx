import { bookableConcerts, useConcerts } from '@/features/concerts';
import { JsonLdScript } from './json-ld-script';
import { musicEventsJsonLd } from './music-events';
import { useEventContext } from './use-event-context';

/**
 * The home page's concerts as schema.org MusicEvents (SPEC section 9: the first three): the concerts still
 * to come, soonest first, in the page's language and pointing at that language's concert pages. A graph of
 * its own beside the site's (site-structured-data), whose Organization it names as organizer by @id.
 */
export function ConcertEventsData() {
  const context = useEventContext();
  const { data } = useConcerts();
  return <JsonLdScript nodes={musicEventsJsonLd(bookableConcerts(data ?? [], context.now), context)} />;
}
