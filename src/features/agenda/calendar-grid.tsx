import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { concertText } from '@/features/concerts';
import type { AgendaConcert } from './agenda-concert';
import { cn } from '@/ui/cn';
import { formatDayNumber, formatFullDay, formatList, weekdayNames } from './agenda-format';
import { concertsOnDay } from './concert-days';
import { dayAfterKey } from './day-keys';
import { buildMonthGrid, monthOf, type IsoDay, type Weekday } from './month-grid';
import { useLanguage } from './use-language';

interface CalendarGridProps {
  concerts: readonly AgendaConcert[];
  /** The day with focus and selection; its month is the month shown. */
  day: IsoDay;
  firstDay: Weekday;
  labelledBy: string;
  describedBy: string;
  onDay: (day: IsoDay) => void;
  /** Enter or Space on a day with concerts: go to them. */
  onOpenDay: () => void;
}

/**
 * A month as a WAI-ARIA grid (APG date grid): one day in the tab order (roving tabindex), moved with the
 * arrows, Home/End and Page Up/Down. Selection follows focus. Each day's name carries its full date and
 * its concerts, so a screen reader says what is on as the focus lands.
 */
export function CalendarGrid({ concerts, day, firstDay, labelledBy, describedBy, onDay, onOpenDay }: CalendarGridProps) {
  const { language } = useLanguage();
  const cells = useRef(new Map<IsoDay, HTMLTableCellElement>());
  const focusAfterMove = useRef(false);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    cells.current.get(day)?.focus();
  }, [day]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (concertsOnDay(concerts, day).length > 0) onOpenDay();
      return;
    }
    const next = dayAfterKey(day, event.key, { shiftKey: event.shiftKey, firstDay });
    if (!next) return;
    event.preventDefault();
    focusAfterMove.current = true;
    onDay(next);
  };

  return (
    <table role="grid" aria-labelledby={labelledBy} aria-describedby={describedBy} onKeyDown={onKeyDown} className="w-full table-fixed border-separate border-spacing-1">
      <thead>
        <tr>
          {weekdayNames(firstDay, language).map(({ short, long }) => (
            <th key={long} scope="col" className="pb-1 text-center text-sm font-semibold text-slate-700 dark:text-slate-300">
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {buildMonthGrid(monthOf(day), firstDay).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((cellDay, index) =>
              cellDay ? (
                <DayCell
                  key={cellDay}
                  day={cellDay}
                  active={cellDay === day}
                  concerts={concertsOnDay(concerts, cellDay)}
                  onSelect={() => onDay(cellDay)}
                  cellRef={(element) => {
                    if (element) cells.current.set(cellDay, element);
                    else cells.current.delete(cellDay);
                  }}
                />
              ) : (
                <td key={`empty-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  day: IsoDay;
  active: boolean;
  concerts: readonly AgendaConcert[];
  onSelect: () => void;
  cellRef: (element: HTMLTableCellElement | null) => void;
}

function DayCell({ day, active, concerts, onSelect, cellRef }: DayCellProps) {
  const { t } = useTranslation('agenda');
  const { language } = useLanguage();
  const titles = concerts.map((concert) => concertText(concert, language).title);
  const date = formatFullDay(day, language);
  const label = titles.length > 0 ? t('calendar.dayConcerts', { date, count: titles.length, titles: formatList(titles, language) }) : date;
  return (
    <td
      ref={cellRef}
      tabIndex={active ? 0 : -1}
      aria-selected={active}
      data-day={day}
      onClick={onSelect}
      className={cn(
        'h-14 cursor-pointer rounded-lg p-1 align-top lg:h-24',
        // The border marks concert days in high-contrast mode too, where every background turns black.
        titles.length > 0 ? 'border-2 border-brand-200 font-bold dark:border-brand-700' : 'text-slate-800 dark:text-slate-200',
        // At night the chosen day is lit like the night's main buttons (src/ui/button.tsx): stage amber, dark text.
        active
          ? 'bg-brand-700 text-white dark:bg-stage-400 dark:text-slate-950'
          : titles.length > 0
            ? 'bg-brand-100 text-brand-950 hover:bg-brand-200 dark:bg-brand-900 dark:text-white dark:hover:bg-brand-800'
            : 'hover:bg-slate-100 dark:hover:bg-slate-800',
      )}
    >
      <span aria-hidden="true" className="flex h-full flex-col items-center gap-1 lg:items-start">
        {/* Underlined when chosen: a mark that survives high-contrast mode, unlike the background. */}
        <span className={cn('text-lg leading-tight', active && 'underline decoration-2 underline-offset-4')}>{formatDayNumber(day, language)}</span>
        {titles.length > 0 && (
          <>
            {/* An SVG dot keeps its colour (currentColor) in high-contrast mode. */}
            <svg viewBox="0 0 10 10" className={cn('size-2.5 lg:hidden', active ? 'text-white dark:text-slate-950' : 'text-brand-700 dark:text-brand-300')}>
              <circle cx="5" cy="5" r="5" fill="currentColor" />
            </svg>
            {titles.map((title) => (
              <span key={title} className="hidden w-full truncate text-xs font-semibold lg:block">
                {title}
              </span>
            ))}
          </>
        )}
      </span>
      <span className="sr-only">{label}</span>
    </td>
  );
}
