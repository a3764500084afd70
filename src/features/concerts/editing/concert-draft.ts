import { z } from 'zod';
import { DEFAULT_DOORS_OPEN_MINUTES, MAX_DOORS_OPEN_MINUTES } from '../concert-life';
import { CONCERT_STATUSES, GENRES, STREAM_LAYOUTS } from '../programme';
import { LANGUAGES } from '@/i18n/config';
import { optionalText } from '@/lib/forms/schemas';
import { emptyTexts, languageTexts, slugSchema, type TextDraft } from './text-fields';
import { posterUrlSchema, streamUrlSchema } from './urls';
import { isTimeZone, zonedToInstant } from './zoned-time';

export const CONCERT_TEXT_FIELDS = ['title', 'description'] as const;
export type ConcertTextField = (typeof CONCERT_TEXT_FIELDS)[number];

/** The concert editor's values: what the fields hold, strings as typed. */
export interface ConcertDraft {
  id: string;
  texts: TextDraft<ConcertTextField>;
  artistId: string;
  venue: string;
  timeZone: string;
  /** `YYYY-MM-DDTHH:mm` on the venue's clock (a datetime-local input). */
  startsAt: string;
  endsAt: string;
  genre: string;
  capacity: string;
  /** Euros as typed: '15', '15.50' or '15,50'. */
  price: string;
  posterUrl: string;
  streamUrl: string;
  streamLayout: string;
  captions: string[];
  /** 'scheduled', 'cancelled' or 'postponed' (a select). */
  status: string;
  /** Minutes before the start that the waiting room opens, as typed. */
  doorsOpenMinutes: string;
  /** The live stream's HLS address for the night: apart from `streamUrl`, the recording. */
  liveStreamUrl: string;
  published: boolean;
}

export const emptyConcertDraft = (): ConcertDraft => ({
  id: '', texts: emptyTexts(CONCERT_TEXT_FIELDS), artistId: '', venue: '', timeZone: 'Europe/Amsterdam', startsAt: '', endsAt: '',
  genre: '', capacity: '100', price: '15', posterUrl: '', streamUrl: '', streamLayout: 'mono', captions: [],
  status: 'scheduled', doorsOpenMinutes: String(DEFAULT_DOORS_OPEN_MINUTES), liveStreamUrl: '', published: false,
});

/** A well-formed wall-clock time (the zone is checked with the whole draft). */
const isLocalTime = (value: string) => zonedToInstant(value, 'UTC') !== null;

const money = z
  .string()
  .trim()
  .regex(/^\d{1,6}([.,]\d{1,2})?$/, { message: 'price' })
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100));

const capacity = z
  .string()
  .trim()
  .regex(/^\d+$/, { message: 'number' })
  .transform(Number)
  .refine((value) => value >= 1 && value <= 100_000, { message: 'range' });

const doorsOpenMinutes = z
  .string()
  .trim()
  .regex(/^\d+$/, { message: 'number' })
  .transform(Number)
  // Its own code: the shared 'range' text names the places' range, 1 to 100,000.
  .refine((value) => value <= MAX_DOORS_OPEN_MINUTES, { message: 'doorsRange' });

const choiceOrNull = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .refine((value) => value === '' || values.includes(value), { message: 'choice' })
    .transform((value) => (value === '' ? null : (value as T[number])));

/** The editor's values → the row the database stores (contract: public.concerts), or per-field error codes. */
export const concertDraftSchema = z
  .object({
    id: slugSchema,
    texts: languageTexts<ConcertTextField>('title', { title: { max: 200 }, description: { max: 2000, multiline: true } }),
    artistId: z.string().transform((value) => value || null),
    venue: optionalText(300),
    timeZone: z.string().refine(isTimeZone, { message: 'timeZone' }),
    startsAt: z.string().min(1, { message: 'required' }).refine(isLocalTime, { message: 'dateTime' }),
    endsAt: z.string().refine((value) => value === '' || isLocalTime(value), { message: 'dateTime' }),
    genre: choiceOrNull(GENRES),
    capacity,
    price: money,
    posterUrl: posterUrlSchema,
    streamUrl: streamUrlSchema,
    streamLayout: z.enum(STREAM_LAYOUTS, { message: 'choice' }),
    captions: z.array(z.enum(LANGUAGES)),
    status: z.enum(CONCERT_STATUSES, { message: 'choice' }),
    doorsOpenMinutes,
    liveStreamUrl: streamUrlSchema,
    published: z.boolean(),
  })
  .transform((draft, context) => {
    const startsAt = zonedToInstant(draft.startsAt, draft.timeZone);
    const endsAt = draft.endsAt === '' ? null : zonedToInstant(draft.endsAt, draft.timeZone);
    if (startsAt === null) {
      context.addIssue({ code: 'custom', path: ['startsAt'], message: 'dateTime' });
      return z.NEVER;
    }
    if (endsAt !== null && endsAt <= startsAt) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'endBeforeStart' });
    const en = draft.texts.en;
    return {
      id: draft.id,
      texts: draft.texts,
      title: en?.title ?? '',
      artist_id: draft.artistId,
      venue: draft.venue,
      time_zone: draft.timeZone,
      starts_at: startsAt,
      // Kept by a trigger too; sent because the column is older than the trigger and has no default.
      starts_on: draft.startsAt.slice(0, 10),
      ends_at: endsAt,
      genre: draft.genre,
      capacity: draft.capacity,
      price_cents: draft.price,
      currency: 'EUR',
      poster_url: draft.posterUrl,
      stream_url: draft.streamUrl,
      stream_layout: draft.streamLayout,
      captions: draft.captions,
      status: draft.status,
      doors_open_minutes: draft.doorsOpenMinutes,
      live_stream_url: draft.liveStreamUrl,
      published: draft.published,
    };
  });

export type ConcertWrite = z.output<typeof concertDraftSchema>;
