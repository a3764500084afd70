import { z } from 'zod';
import { isTimeZone } from '@/lib/time-zone';

/**
 * A concert as the calendar file needs it, checked at the edge: whatever the caller passes (a reservation row,
 * the facility's settings) is parsed here before a line of iCalendar is written. Messages are stable codes.
 */

export { isTimeZone };

// A TEXT value may not hold control characters but for line breaks (escaped as \n) and tabs.
const text = (max: number) =>
  z
    .string()
    .max(max, { message: 'tooLong' })
    .regex(/\S/, { message: 'empty' })
    .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), { message: 'control' });

const instant = z.iso.datetime({ offset: true, message: 'instant' });

export const concertEventSchema = z
  .object({
    /** Stable across downloads of the same concert, so a calendar updates the event instead of adding a copy. */
    uid: z.string().min(1, { message: 'empty' }).max(255, { message: 'tooLong' }).regex(/^[^\p{Cc}\s]+$/u, { message: 'uid' }),
    title: text(500),
    startsAt: instant,
    endsAt: instant,
    timeZone: z.string().refine(isTimeZone, { message: 'timeZone' }),
    url: z.url({ protocol: /^https?$/, message: 'url' }),
    location: text(500).optional(),
    description: text(5000).optional(),
  })
  .refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), { message: 'endBeforeStart', path: ['endsAt'] });

export type ConcertEventInput = z.input<typeof concertEventSchema>;
export type ConcertEvent = z.output<typeof concertEventSchema>;
