import { concertText, type ProgrammeConcert } from '@/features/concerts';
import type { Language } from '@/i18n/config';
import { concertPageUrl } from './concert-event';
import type { Node } from './json-ld';

/**
 * The agenda as a schema.org ItemList in the 'summary page' form of Google's carousel documentation: one
 * ListItem per concert with its position and the address of its own page (which carries the full event),
 * named so a reader of the list alone knows what each entry is.
 */
export function concertListJsonLd(concerts: readonly ProgrammeConcert[], siteUrl: string, language: Language): Node {
  return {
    '@type': 'ItemList',
    itemListElement: concerts.map((concert, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: concertPageUrl(siteUrl, concert.id, language),
      name: concertText(concert, language).title,
    })),
  };
}
