import { useToday } from '@/lib/use-today';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { calendarDay } from '@/content/concert-rules';
import { cn } from '@/ui/cn';
import { inlineLinkClasses } from '@/ui/prose-section';
import { CARD_CLASSES, HomeSection } from './home-section';
import { localIsoDate, upcomingConcerts, type UpcomingEntry } from './upcoming-list';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** The featured upcoming concerts: a short agenda of what comes next, soonest first, each linking to its page. */
export function UpcomingListSection() {
  const { t } = useTranslation('home');
  const today = localIsoDate(useToday());
  const entries = upcomingConcerts(today);
  return (
    <HomeSection id="upcoming-list" title={t('upcomingList.title')} intro={t('upcomingList.intro')} tinted>
      {entries.length === 0 ? (
        <p className="text-lg text-slate-800 dark:text-slate-200">{t('upcomingList.none')}</p>
      ) : (
        <ol className={cn(CARD_CLASSES, 'max-w-3xl divide-y divide-slate-200 dark:divide-slate-700')}>
          {entries.map((entry) => (
            <UpcomingLine key={`${entry.kind}-${entry.id}`} entry={entry} />
          ))}
        </ol>
      )}
      <Link to="/concerts" className={cn(inlineLinkClasses, 'mt-4')}>
        {t('upcomingList.allConcerts')}
      </Link>
    </HomeSection>
  );
}

function UpcomingLine({ entry }: { entry: UpcomingEntry }) {
  const { t: tc } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const day = calendarDay(entry.date);
  const dayMonth = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day);
  const full = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  const title = entry.kind === 'demo' ? tc(`upcomingItems.${entry.id}.title`) : tc(`items.${entry.id}.title`);
  return (
    <li className="flex flex-wrap items-center gap-4 p-4 sm:p-5">
      <time
        dateTime={entry.date}
        className="flex w-24 shrink-0 flex-col whitespace-nowrap items-center rounded-xl bg-brand-100 px-2 py-2 text-center text-brand-950 dark:bg-brand-900 dark:text-white"
      >
        <span aria-hidden="true" className="text-lg leading-tight font-bold">
          {dayMonth}
        </span>
        <span className="sr-only">{full}</span>
      </time>
      <div className="min-w-0 space-y-1">
        <Link to={`/concert/${entry.id}`} className={cn(inlineLinkClasses, 'text-lg')}>
          {title}
        </Link>
        <p className="text-base text-slate-700 dark:text-slate-300">{whenText(entry, language)}</p>
      </div>
    </li>
  );
}

/** The weekday, with the start time when it is known ('Saturday 7:30 PM'), in one Intl pattern per language. */
function whenText(entry: UpcomingEntry, language: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };
  if (entry.kind === 'programme') return new Intl.DateTimeFormat(language, options).format(calendarDay(entry.date));
  const start = new Date(`${entry.date}T${entry.time}:00Z`);
  return new Intl.DateTimeFormat(language, { ...options, hour: 'numeric', minute: '2-digit' }).format(start);
}
