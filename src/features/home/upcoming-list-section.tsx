import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertDays, concertText, ProgrammeStatus, useConcerts, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useToday } from '@/lib/use-today';
import { cn } from '@/ui/cn';
import { inlineLinkClasses } from '@/ui/prose-section';
import { CARD_CLASSES, HomeSection } from './home-section';
import { upcomingConcerts } from './upcoming-list';

/** The featured upcoming concerts: a short agenda of what comes next, soonest first, each linking to its page. */
export function UpcomingListSection() {
  const { t } = useTranslation('home-lower');
  const { data, isError, refetch } = useConcerts();
  const entries = upcomingConcerts(data ?? [], useToday());
  return (
    <HomeSection id="upcoming-list" title={t('upcomingList.title')} intro={t('upcomingList.intro')} tinted>
      {!data ? (
        <ProgrammeStatus failed={isError} onRetry={() => void refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-lg text-slate-800 dark:text-slate-200">{t('upcomingList.none')}</p>
      ) : (
        <ol className={cn(CARD_CLASSES, 'max-w-3xl divide-y divide-slate-200 dark:divide-slate-700')}>
          {entries.map((concert) => (
            <UpcomingLine key={concert.id} concert={concert} />
          ))}
        </ol>
      )}
      <Link to="/concerts" className={cn(inlineLinkClasses, 'mt-4')}>
        {t('upcomingList.allConcerts')}
      </Link>
    </HomeSection>
  );
}

function UpcomingLine({ concert }: { concert: ProgrammeConcert }) {
  const language = useDisplayLanguage();
  const start = Date.parse(concert.startsAt);
  const zone = { timeZone: concert.timeZone };
  const dayMonth = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', ...zone }).format(start);
  const full = new Intl.DateTimeFormat(language, { dateStyle: 'long', ...zone }).format(start);
  // The weekday with the start time ('Saturday 7:30 PM'), in one Intl pattern per language, on the venue's clock.
  const when = new Intl.DateTimeFormat(language, { weekday: 'long', hour: 'numeric', minute: '2-digit', ...zone }).format(start);
  return (
    <li className="flex flex-wrap items-center gap-4 p-4 sm:p-5">
      <time
        dateTime={concertDays(concert).date}
        className="flex w-24 shrink-0 flex-col whitespace-nowrap items-center rounded-xl bg-brand-100 px-2 py-2 text-center text-brand-950 dark:bg-brand-900 dark:text-white"
      >
        <span aria-hidden="true" className="text-lg leading-tight font-bold">
          {dayMonth}
        </span>
        <span className="sr-only">{full}</span>
      </time>
      <div className="min-w-0 space-y-1">
        <Link to={`/concert/${encodeURIComponent(concert.id)}`} className={cn(inlineLinkClasses, 'text-lg')}>
          {concertText(concert, language).title}
        </Link>
        <p className="text-base text-slate-700 dark:text-slate-300">{when}</p>
      </div>
    </li>
  );
}
