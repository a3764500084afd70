import {
  concertEnd,
  concertPhase,
  concertText,
  eventStatus,
  offsetDateTime,
  ownStream,
  reservationState,
  type ProgrammeConcert,
  type ReservationState,
} from '@/features/concerts';
import type { Language } from '@/i18n/config';
import { eventImagePaths } from './event-images';
import { organizationId, type Node } from './json-ld';
import { absoluteUrl, languageUrl, pathUrl } from './urls';

/*
 * One concert as a schema.org MusicEvent with what Google's Event rich result documents: name, start and a
 * real end on the venue's clock, where (the hall, and the concert page where it is watched), status (as an admin
 * set it: scheduled, cancelled, postponed),
 * attendance mode, performer, organizer, description, images in its three shapes, and the offer with the
 * availability its spots left give.
 */

export interface EventContext {
  siteUrl: string;
  /** The page's language: names, descriptions and every address are that language's. */
  language: Language;
  organizerName: string;
  /** The day the page is rendered for (useToday): reservations close when the concert starts. */
  now: Date | number;
  /** The page's own line about a concert, for one without a description of its own. */
  fallbackDescription: string;
}

const schema = (term: string) => `https://schema.org/${term}`;

const AVAILABILITY: Record<ReservationState, string> = {
  open: schema('InStock'),
  few: schema('LimitedAvailability'),
  soldOut: schema('SoldOut'),
  closed: schema('OutOfStock'),
};

export const concertPageUrl = (siteUrl: string, id: string, language: Language) => languageUrl(siteUrl, `/concert/${encodeURIComponent(id)}`, language);

/**
 * SPEC: each concert is marked as an online music event. Its hall is where the artist plays, not a place
 * that sells seats: what is booked here is watching it, on its page or in a headset.
 */
function attendance(url: string): Record<string, unknown> {
  return { eventAttendanceMode: schema('OnlineEventAttendanceMode'), location: { '@type': 'VirtualLocation', url } };
}

/** A solo musician is a MusicGroup too in schema.org's words, so one type fits every artist. */
function performer(concert: ProgrammeConcert, { siteUrl, language }: EventContext): Record<string, unknown> {
  if (!concert.artistName) return {};
  const url = concert.artistId ? { url: languageUrl(siteUrl, `/artist/${encodeURIComponent(concert.artistId)}`, language) } : {};
  return { performer: { '@type': 'MusicGroup', name: concert.artistName, ...url } };
}

/**
 * The ticket offer, on sale from when the concert entered the programme (where that is recorded; no date is
 * made up for the bundled sample) until it starts.
 */
function offer(concert: ProgrammeConcert, url: string, now: Date | number): Node {
  const state = reservationState(concert, now);
  const onSale = state !== 'closed' && concert.listedAt !== undefined;
  return {
    '@type': 'Offer',
    url,
    price: String(concert.priceCents / 100),
    priceCurrency: concert.currency,
    availability: AVAILABILITY[state],
    ...(onSale && concert.listedAt ? { validFrom: offsetDateTime(concert.listedAt, concert.timeZone) } : {}),
    validThrough: offsetDateTime(concert.startsAt, concert.timeZone),
  };
}

export function concertEventJsonLd(concert: ProgrammeConcert, context: EventContext): Node {
  const { siteUrl, language } = context;
  const url = concertPageUrl(siteUrl, concert.id, language);
  const { title, description } = concertText(concert, language);
  const recorded = concertPhase(concert, context.now) === 'recording';
  return {
    '@type': 'MusicEvent',
    '@id': `${url}#event`,
    ...(recorded ? { recordedIn: { '@id': `${url}#recording` } } : {}),
    name: title,
    description: description || context.fallbackDescription,
    url,
    image: eventImagePaths(concert.id).map((path) => absoluteUrl(siteUrl, path)),
    startDate: offsetDateTime(concert.startsAt, concert.timeZone),
    endDate: offsetDateTime(concertEnd(concert), concert.timeZone),
    eventStatus: eventStatus(concert.status),
    ...attendance(url),
    ...performer(concert, context),
    organizer: { '@type': 'Organization', '@id': organizationId(siteUrl), name: context.organizerName, url: pathUrl(siteUrl, '/') },
    offers: offer(concert, url, context.now),
  };
}

/**
 * The concert's recording, once it is published and the concert is over (issue 24): a VideoObject on the same
 * page as its event, each naming the other. Its upload date is the concert's end, the earliest it can have been
 * published (the programme records no later one). Null before then.
 */
export function concertRecordingJsonLd(concert: ProgrammeConcert, context: EventContext): Node | null {
  const stream = ownStream(concert);
  if (!stream || concertPhase(concert, context.now) !== 'recording') return null;
  const { siteUrl, language } = context;
  const url = concertPageUrl(siteUrl, concert.id, language);
  const { title, description } = concertText(concert, language);
  return {
    '@type': 'VideoObject',
    '@id': `${url}#recording`,
    name: title,
    description: description || context.fallbackDescription,
    url,
    thumbnailUrl: [absoluteUrl(siteUrl, stream.poster)],
    contentUrl: absoluteUrl(siteUrl, stream.src),
    uploadDate: offsetDateTime(concertEnd(concert), concert.timeZone),
    inLanguage: language,
    recordedAt: { '@id': `${url}#event` },
  };
}
