import { useConcerts, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { SITE_URL } from '@/lib/env';
import { useToday } from '@/lib/use-today';
import { concertListJsonLd } from './concert-list';
import { JsonLdScript } from './json-ld-script';

interface ConcertListDataProps {
  /** The list's own order (the agenda's, from the page), so the data lists the concerts as the page does. */
  order: (concerts: readonly ProgrammeConcert[], now: Date) => ProgrammeConcert[];
}

/** A page's list of concerts as an ItemList of their pages, in the page's language. */
export function ConcertListData({ order }: ConcertListDataProps) {
  const language = useDisplayLanguage();
  const today = useToday();
  const { data } = useConcerts();
  const concerts = order(data ?? [], today);
  return <JsonLdScript nodes={concerts.length > 0 ? [concertListJsonLd(concerts, SITE_URL, language)] : []} />;
}
