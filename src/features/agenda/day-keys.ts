import { addDays, addMonths, endOfWeek, startOfWeek, type IsoDay, type Weekday } from './month-grid';

/**
 * Where a key moves the focused day of the month grid (WAI-ARIA APG date grid): arrows by a day or a
 * week, Home and End to the first and last day of the week, Page Up and Page Down by a month, and with
 * Shift by a year. Other keys do not move it (null), so the grid leaves them to the browser.
 */
export function dayAfterKey(day: IsoDay, key: string, options: { shiftKey?: boolean; firstDay: Weekday }): IsoDay | null {
  const next = move(day, key, options);
  // Years past 9999 have no 'YYYY-MM-DD' form: the calendar stops there rather than break.
  return next && /^\d{4}-/.test(next) ? next : null;
}

function move(day: IsoDay, key: string, { shiftKey = false, firstDay }: { shiftKey?: boolean; firstDay: Weekday }): IsoDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, firstDay);
    case 'End':
      return endOfWeek(day, firstDay);
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
