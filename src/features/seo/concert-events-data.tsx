import { BRAND } from '@/content/brand';
import { bookableConcerts, useConcerts } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { SITE_URL } from '@/lib/env';
import { useToday } from '@/lib/use-today';
import { jsonLdGraph, serializeJsonLd } from './json-ld';
import { musicEventsJsonLd } from './music-events';

/**
 * The home page's concerts as schema.org MusicEvents (SPEC section 9: the first three): the concerts still
 * to come, soonest first, in the page's language. A graph of its own beside the site's (site-structured-data),
 * whose Organization it names as organizer by @id.
 */
export function ConcertEventsData() {
  const language = useDisplayLanguage();
  const today = useToday();
  const { data } = useConcerts();
  const events = musicEventsJsonLd(bookableConcerts(data ?? [], today), SITE_URL, BRAND.name, language);
  if (events.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(events)) }} />;
}
