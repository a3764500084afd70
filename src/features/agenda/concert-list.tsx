import { useTranslation } from 'react-i18next';
import type { AgendaConcert } from './agenda-concert';
import { ConcertCard } from './concert-card';

/** The matching concerts in the agenda's order, one card each. */
export function ConcertList({ concerts, today }: { concerts: readonly AgendaConcert[]; today: Date }) {
  const { t } = useTranslation('agenda');
  return (
    <section aria-labelledby="agenda-list-heading" className="space-y-4">
      <h2 id="agenda-list-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('results.listHeading')}
      </h2>
      <ul className="space-y-6">
        {concerts.map((concert) => (
          <li key={concert.id}>
            <ConcertCard concert={concert} today={today} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
