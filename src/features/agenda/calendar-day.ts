/**
 * A calendar date (YYYY-MM-DD) as an instant that every time zone formats as that same day: the agenda's days
 * are the venues' local days, so they are read and formatted in UTC, never shifted by the visitor's zone.
 */
export const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
