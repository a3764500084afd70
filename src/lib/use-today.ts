import { useSyncExternalStore } from 'react';

const never = () => () => {};
const BUILD_DAY = new Date(__BUILD_TIME__);

/**
 * Today, for what a page shows by date (the tip of the day, what comes next, the year in the footer). A
 * prerendered page was written on the build's day: while the browser adopts it, this is that day, so both
 * agree; the page then shows the visitor's own today. Read once per page view: nothing changes under the
 * reader's eyes at midnight.
 */
export function useToday(): Date {
  return useSyncExternalStore(never, todayOnce, () => BUILD_DAY);
}

let today: Date | undefined;
const todayOnce = () => (today ??= new Date());
