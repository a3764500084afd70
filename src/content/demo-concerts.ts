/*
 * The demo concert cards of the home page's 'Upcoming VR Concerts' (SPEC sections 3 and 9), and the rules
 * for their registrations, pure so they are tested without a browser.
 */

/** SPEC section 9: every demo concert seats 100. */
export const DEMO_CONCERT_CAPACITY = 100;
/** SPEC section 9: at this many remaining spots or fewer the message turns urgent ('Only N spots left!', red). */
export const FEW_SPOTS_THRESHOLD = 20;

export const DEMO_CONCERT_IDS = ['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet'] as const;
export type DemoConcertId = (typeof DEMO_CONCERT_IDS)[number];

export interface DemoConcert {
  /** Route parameter of /concert/{id}. */
  id: DemoConcertId;
  /** English source text; pages show `concerts:upcomingItems.<id>.title` in the visitor's language. */
  title: string;
  /** Calendar day at the venue, YYYY-MM-DD; pages format it with Intl. */
  date: string;
  /** Start time at the venue, 24-hour HH:MM; pages format it with Intl. */
  time: string;
  capacity: number;
  registered: number;
  /** Site-relative poster artwork. */
  imageUrl: string;
}

export const DEMO_CONCERTS: readonly DemoConcert[] = [
  {
    id: 'amsterdam-philharmonic',
    title: 'Amsterdam Philharmonic: Spring Serenade',
    date: '2027-03-06',
    time: '19:30',
    capacity: DEMO_CONCERT_CAPACITY,
    registered: 87,
    imageUrl: '/images/concerts/amsterdam-philharmonic.svg',
  },
  {
    id: 'classical-strings',
    title: 'Classical Strings for a Quiet Afternoon',
    date: '2027-03-20',
    time: '14:00',
    capacity: DEMO_CONCERT_CAPACITY,
    registered: 62,
    imageUrl: '/images/concerts/classical-strings.svg',
  },
  {
    id: 'jazz-quartet',
    title: 'Jazz Quartet: Songs of the City',
    date: '2027-04-03',
    time: '16:00',
    capacity: DEMO_CONCERT_CAPACITY,
    registered: 41,
    imageUrl: '/images/concerts/jazz-quartet.svg',
  },
];

type Registrations = Pick<DemoConcert, 'capacity' | 'registered'>;

/** The demo concert card with this id, if any. */
export function findDemoConcert(id: string | undefined): DemoConcert | undefined {
  return DEMO_CONCERTS.find((concert) => concert.id === id);
}

/** Spots still free; never negative, even if more were registered than there are seats. */
export function remainingSpots({ capacity, registered }: Registrations): number {
  return Math.max(capacity - registered, 0);
}

/** Translation key (in `concerts:upcoming`, pluralised by `count`) of the spots message. */
export type SpotsMessageKey = 'spotsLeft' | 'spotsAvailable';

export interface SpotsMessage {
  key: SpotsMessageKey;
  count: number;
  /** Shown in red: few spots remain. */
  urgent: boolean;
}

/** 'Only N spots left!' at FEW_SPOTS_THRESHOLD remaining spots or fewer, otherwise 'N spots available'. */
export function spotsMessage(concert: Registrations): SpotsMessage {
  const count = remainingSpots(concert);
  const urgent = count <= FEW_SPOTS_THRESHOLD;
  return { key: urgent ? 'spotsLeft' : 'spotsAvailable', count, urgent };
}

/** Registered divided by capacity, as a percentage from 0 to 100 (0 for a concert without seats). */
export function registrationPercent({ capacity, registered }: Registrations): number {
  if (capacity <= 0) return 0;
  return Math.min(Math.max((registered / capacity) * 100, 0), 100);
}

/** The start time in `locale` ('7:30 PM', '19:30'); read in UTC, so it stays the venue's wall-clock time. */
export function formatDemoConcertTime(concert: Pick<DemoConcert, 'date' | 'time'>, locale: string): string {
  const instant = new Date(`${concert.date}T${concert.time}:00Z`);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(instant);
}
