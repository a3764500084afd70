/*
 * The waiting room's countdown, pure: the time left in numbers ('12:05', '1:02:05') and in words in the
 * visitor's language ('in 12 minutes', Intl's own phrasing). Words round up: with 11 minutes and 1 second
 * left, the concert is still 'in 12 minutes' until the clock reads 11:00.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const two = (n: number) => String(n).padStart(2, '0');

/** '12:05' under an hour, '1:02:05' from an hour; never below '0:00'. */
export function countdownClock(msLeft: number): string {
  const total = Math.max(Math.ceil(msLeft / SECOND), 0);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** 'in 12 minutes', 'in 2 hours', 'in 40 seconds', in `language`. */
export function countdownWords(msLeft: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const left = Math.max(msLeft, 0);
  if (left >= 2 * HOUR) return format.format(Math.ceil(left / HOUR), 'hour');
  if (left >= MINUTE) return format.format(Math.ceil(left / MINUTE), 'minute');
  return format.format(Math.ceil(left / SECOND), 'second');
}
