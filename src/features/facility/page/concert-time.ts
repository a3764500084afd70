import { dateTimeFormat } from '@/lib/intl-formatters';

/** A concert's start on the facility's clock, with the zone named, in the page's language. */
export function startOnFacilityClock(startsAt: string, timeZone: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

/** A past concert's day, shorter. */
export function dayOnFacilityClock(startsAt: string, timeZone: string, language: string): string {
  return dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(startsAt));
}
