import { useSyncExternalStore } from 'react';

/**
 * The one live region of the site. Every screen-reader announcement goes through `announce`,
 * so messages never compete in several regions and each is cleared after it has been read.
 */
export const ANNOUNCEMENT_DURATION_MS = 3000;

interface Announcement {
  message: string;
  politeness: 'polite' | 'assertive';
}

const EMPTY: Announcement = { message: '', politeness: 'polite' };
let current: Announcement = EMPTY;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: Announcement) {
  current = next;
  listeners.forEach((notify) => notify());
}

export function announce(
  message: string,
  { politeness = 'polite', durationMs = ANNOUNCEMENT_DURATION_MS }: Partial<Pick<Announcement, 'politeness'>> & { durationMs?: number } = {},
): void {
  clearTimeout(clearTimer);
  publish({ message, politeness });
  clearTimer = setTimeout(() => publish(EMPTY), durationMs);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function Announcer() {
  const { message, politeness } = useSyncExternalStore(subscribe, () => current, () => EMPTY);
  return (
    <>
      <div id="announcer-polite" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {politeness === 'polite' ? message : ''}
      </div>
      <div id="announcer-assertive" role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {politeness === 'assertive' ? message : ''}
      </div>
    </>
  );
}
