/** Calendar files for a facility's concerts: build the `.ics` text, offer it as a download. */
export { concertEventSchema, isTimeZone, type ConcertEvent, type ConcertEventInput } from './concert-event';
export { concertIcs, REMINDER_MINUTES, type ConcertIcsOptions } from './concert-ics';
export { downloadIcs, icsFileName } from './download-ics';
