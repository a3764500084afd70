import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import type { AgendaConcert } from './agenda-concert';
import { formatFullDay, formatMonth } from './agenda-format';
import { CalendarGrid } from './calendar-grid';
import { ConcertCard } from './concert-card';
import { concertsInMonth, concertsOnDay, dayToShow, firstConcertDay, openingDay, visitorDay } from './concert-days';
import { monthOf, shiftMonth, type IsoDay, type YearMonth } from './month-grid';
import { useLanguage } from './use-language';
import { firstDayOfWeek } from './week-start';

const MONTH_HEADING_ID = 'agenda-calendar-month';
const INSTRUCTIONS_ID = 'agenda-calendar-instructions';

interface ConcertCalendarProps {
  concerts: readonly AgendaConcert[];
  today: Date;
  /** The month in the address (`?month=`), which wins; else the calendar opens on the current month. */
  month: YearMonth | null;
  onMonth: (month: YearMonth) => void;
}

const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

/** The same concerts as the list, as a month grid, with the chosen day's concerts below it. */
export function ConcertCalendar({ concerts, today, month: askedMonth, onMonth }: ConcertCalendarProps) {
  const { t } = useTranslation('agenda');
  const { language, regionLocale } = useLanguage();
  const firstDay = firstDayOfWeek(regionLocale);
  const dayHeading = useRef<HTMLHeadingElement>(null);
  const todayIso = visitorDay(today);
  // Null until the visitor picks a day: the opening day follows today, which a prerendered page learns late.
  const [chosen, setChosen] = useState<IsoDay | null>(null);
  const day = chosen ?? openingDay(concerts, askedMonth ?? monthOf(todayIso), todayIso);
  const month = monthOf(day);

  const showDay = (next: IsoDay) => {
    setChosen(next);
    if (!sameMonth(monthOf(next), month)) onMonth(monthOf(next));
  };

  const shownIds = concerts.map((concert) => concert.id).join();
  const [seenIds, setSeenIds] = useState(shownIds);
  if (shownIds !== seenIds) {
    // A new filter: stay in this month while it still has a concert, else go to the nearest that has one.
    setSeenIds(shownIds);
    // (The address keeps its month until the visitor moves: it is only read while no day is chosen.)
    const next = dayToShow(day, concerts);
    if (next !== day) setChosen(next);
  }

  const goToMonth = (months: number) => {
    const target = shiftMonth(month, months);
    showDay(firstConcertDay(concerts, target));
    // The buttons keep focus, so the new month is said through the live region.
    announce(t('calendar.monthConcerts', { month: formatMonth(target, language), count: concertsInMonth(concerts, target).length }));
  };
  const onDay = concertsOnDay(concerts, day);
  const date = formatFullDay(day, language);

  return (
    <section aria-labelledby={MONTH_HEADING_ID} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => goToMonth(-1)} className="px-3 sm:px-5">
          <Chevron direction="previous" />
          <span className="sr-only sm:not-sr-only">{t('calendar.previousMonth')}</span>
        </Button>
        <h2 id={MONTH_HEADING_ID} className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {formatMonth(month, language)}
        </h2>
        <Button variant="secondary" onClick={() => goToMonth(1)} className="px-3 sm:px-5">
          <span className="sr-only sm:not-sr-only">{t('calendar.nextMonth')}</span>
          <Chevron direction="next" />
        </Button>
      </div>
      <CalendarGrid
        concerts={concerts}
        day={day}
        firstDay={firstDay}
        labelledBy={MONTH_HEADING_ID}
        describedBy={INSTRUCTIONS_ID}
        onDay={showDay}
        onOpenDay={() => dayHeading.current?.focus()}
      />
      <p id={INSTRUCTIONS_ID} className="text-base text-slate-700 dark:text-slate-300">
        {t('calendar.instructions')}
      </p>
      <section aria-labelledby="agenda-day-heading" className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-700">
        <h3 id="agenda-day-heading" ref={dayHeading} tabIndex={-1} className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
          {t('calendar.dayHeading', { date })}
        </h3>
        {onDay.length > 0 ? (
          <ul className="space-y-6">
            {onDay.map((concert) => (
              <li key={concert.id}>
                <ConcertCard concert={concert} today={today} headingLevel={4} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-800 dark:text-slate-200">{t('calendar.noConcertsOnDay', { date })}</p>
        )}
      </section>
    </section>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
