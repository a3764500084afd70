import { useTranslation } from 'react-i18next';
import { concertDays, formatConcertDates, formatConcertTime, formatPrice, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { FactList, type Fact } from './fact-list';
import { venueText } from './venue-text';

/** What, who, when and where: the rows a concert has (a concert without a venue has no venue row). */
export function ConcertFacts({ concert, withTimeAndPrice }: { concert: ProgrammeConcert; withTimeAndPrice: boolean }) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const { date, endDate } = concertDays(concert);
  const dates = formatConcertDates(concert, language, withTimeAndPrice ? 'full' : 'long');
  const facts: Array<Fact | null> = [
    concert.artistName ? { term: t('details.artist'), value: concert.artistName } : null,
    // A range has no single machine-readable day, so only a one-day concert gets a <time>.
    { term: t('details.date'), value: endDate ? dates : <time dateTime={date}>{dates}</time> },
    withTimeAndPrice ? { term: t('details.time'), value: <time dateTime={concert.startsAt}>{formatConcertTime(concert, language)}</time> } : null,
    concert.venue ? { term: t('details.venue'), value: venueText(concert.venue, language) } : null,
    concert.genre ? { term: t('details.genre'), value: t(`genres.${concert.genre}`) } : null,
    withTimeAndPrice ? { term: t('details.price'), value: formatPrice(concert, language) } : null,
  ];
  return <FactList facts={facts.filter((fact) => fact !== null)} />;
}
