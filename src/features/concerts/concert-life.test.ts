import { describe, expect, it } from 'vitest';
import { DEMO_STREAM } from '../../content/media';
import { concertBoundaries, concertNights, concertPhase, eventStatus, isConcertNight, nextPhaseChange, watchableNow, type LifeFacts } from './concert-life';
import { zonedInstant } from './zoned-time';

const OWN_RECORDING = { src: 'https://cdn.example/concerts/7/master.m3u8', poster: 'https://cdn.example/concerts/7/poster.jpg', layout: 'mono' as const };

/** A concert at `time` on `day` on the venue's clock, with what the phase reads. */
function concertAt(day: string, time: string, timeZone: string, facts: Partial<LifeFacts> = {}): LifeFacts {
  return { startsAt: zonedInstant(day, time, timeZone), endsAt: null, status: 'scheduled', doorsOpenMinutes: 15, published: true, stream: null, timeZone, ...facts };
}
/** An instant on the venue's clock. */
const at = (day: string, time: string, timeZone: string) => Date.parse(zonedInstant(day, time, timeZone));

describe('concertPhase: announced → doors open → live → ended → recording', () => {
  const zones = ['Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
  for (const zone of zones) {
    it(`follows the venue's clock in ${zone}`, () => {
      const concert = concertAt('2026-12-04', '19:00', zone, { endsAt: zonedInstant('2026-12-04', '20:30', zone) });
      expect(concertPhase(concert, at('2026-12-03', '19:00', zone))).toBe('announced');
      expect(concertPhase(concert, at('2026-12-04', '18:44', zone))).toBe('announced');
      expect(concertPhase(concert, at('2026-12-04', '18:45', zone))).toBe('doors-open');
      expect(concertPhase(concert, at('2026-12-04', '18:59', zone))).toBe('doors-open');
      expect(concertPhase(concert, at('2026-12-04', '19:00', zone))).toBe('live');
      expect(concertPhase(concert, at('2026-12-04', '20:29', zone))).toBe('live');
      expect(concertPhase(concert, at('2026-12-04', '20:30', zone))).toBe('ended');
      expect(concertPhase({ ...concert, stream: OWN_RECORDING }, at('2026-12-04', '20:30', zone))).toBe('recording');
    });
  }

  it('is at a boundary exactly when its instant comes, to the millisecond', () => {
    const concert = concertAt('2026-12-04', '19:00', 'Europe/Amsterdam');
    const [doors] = concertBoundaries(concert);
    expect(concertPhase(concert, doors - 1)).toBe('announced');
    expect(concertPhase(concert, doors)).toBe('doors-open');
    expect(concertPhase(concert, new Date(doors))).toBe('doors-open');
  });

  it('opens the doors as long before the start as the admin set (0 opens them at the start)', () => {
    const concert = concertAt('2026-12-04', '19:00', 'Europe/Amsterdam', { doorsOpenMinutes: 45 });
    expect(concertPhase(concert, at('2026-12-04', '18:14', 'Europe/Amsterdam'))).toBe('announced');
    expect(concertPhase(concert, at('2026-12-04', '18:15', 'Europe/Amsterdam'))).toBe('doors-open');
    const noWait = { ...concert, doorsOpenMinutes: 0 };
    expect(concertPhase(noWait, at('2026-12-04', '18:59', 'Europe/Amsterdam'))).toBe('announced');
    expect(concertPhase(noWait, at('2026-12-04', '19:00', 'Europe/Amsterdam'))).toBe('live');
  });

  it('without an end, plays for the usual two hours', () => {
    const concert = concertAt('2026-12-04', '19:00', 'America/New_York');
    expect(concertPhase(concert, at('2026-12-04', '20:59', 'America/New_York'))).toBe('live');
    expect(concertPhase(concert, at('2026-12-04', '21:00', 'America/New_York'))).toBe('ended');
  });

  it('counts real time across a clock change: 01:30 to 03:30 on the night Amsterdam falls back lasts three hours', () => {
    const concert = concertAt('2026-10-25', '01:30', 'Europe/Amsterdam', { endsAt: zonedInstant('2026-10-25', '03:30', 'Europe/Amsterdam') });
    const [, start, end] = concertBoundaries(concert);
    expect(end - start).toBe(3 * 3600_000);
    expect(concertPhase(concert, start + 2.5 * 3600_000)).toBe('live');
  });

  it('and on the night New York springs forward, 01:00 to 04:00 lasts two hours', () => {
    const concert = concertAt('2026-03-08', '01:00', 'America/New_York', { endsAt: zonedInstant('2026-03-08', '04:00', 'America/New_York') });
    const [doors, start, end] = concertBoundaries(concert);
    expect(end - start).toBe(2 * 3600_000);
    expect(start - doors).toBe(15 * 60_000);
  });

  it("never offers the site's demo as the concert's recording", () => {
    const concert = concertAt('2026-01-04', '19:00', 'Europe/Amsterdam', { stream: { ...DEMO_STREAM, layout: 'mono' } });
    expect(concertPhase(concert, at('2026-02-01', '12:00', 'Europe/Amsterdam'))).toBe('ended');
  });

  it('a cancelled or postponed concert stays so at every instant, before, during and after its night', () => {
    for (const status of ['cancelled', 'postponed'] as const) {
      const concert = concertAt('2026-12-04', '19:00', 'Asia/Kolkata', { status, stream: OWN_RECORDING });
      for (const time of ['12:00', '18:50', '19:30', '23:59']) expect(concertPhase(concert, at('2026-12-04', time, 'Asia/Kolkata'))).toBe(status);
    }
  });
});

describe('nextPhaseChange: when a page must look again', () => {
  const zone = 'Pacific/Chatham';
  const concert = concertAt('2026-12-04', '19:00', zone, { endsAt: zonedInstant('2026-12-04', '21:00', zone) });

  it('is the next boundary after now: doors, then start, then end, then none', () => {
    expect(nextPhaseChange(concert, at('2026-12-01', '09:00', zone))).toBe(at('2026-12-04', '18:45', zone));
    expect(nextPhaseChange(concert, at('2026-12-04', '18:45', zone))).toBe(at('2026-12-04', '19:00', zone));
    expect(nextPhaseChange(concert, at('2026-12-04', '19:10', zone))).toBe(at('2026-12-04', '21:00', zone));
    expect(nextPhaseChange(concert, at('2026-12-04', '21:00', zone))).toBeNull();
  });

  it('is none for a cancelled or postponed concert: only its row can change it', () => {
    expect(nextPhaseChange({ ...concert, status: 'cancelled' }, at('2026-12-01', '09:00', zone))).toBeNull();
    expect(nextPhaseChange({ ...concert, status: 'postponed' }, at('2026-12-01', '09:00', zone))).toBeNull();
  });

  it('agrees with concertPhase: the phase is the same just before a change and different at it', () => {
    let now = at('2026-12-01', '09:00', zone);
    const seen = [concertPhase(concert, now)];
    for (let change = nextPhaseChange(concert, now); change !== null; change = nextPhaseChange(concert, now)) {
      expect(concertPhase(concert, change - 1)).toBe(seen.at(-1));
      now = change;
      seen.push(concertPhase(concert, now));
    }
    expect(seen).toEqual(['announced', 'doors-open', 'live', 'ended']);
  });
});

describe('the concert night and eventStatus', () => {
  it('the waiting room and the stream belong to doors open and live only', () => {
    expect((['announced', 'doors-open', 'live', 'ended', 'recording', 'cancelled', 'postponed'] as const).filter(isConcertNight)).toEqual(['doors-open', 'live']);
  });

  it("names schema.org's statuses", () => {
    expect(eventStatus('scheduled')).toBe('https://schema.org/EventScheduled');
    expect(eventStatus('cancelled')).toBe('https://schema.org/EventCancelled');
    expect(eventStatus('postponed')).toBe('https://schema.org/EventPostponed');
  });
});

describe('a concert of several evenings', () => {
  // Two evenings in Nashville (as the sample's concert 7): 19:30 on the first to 21:30 on the second.
  const zone = 'America/Chicago';
  const festival = concertAt('2026-06-06', '19:30', zone, { endsAt: zonedInstant('2026-06-07', '21:30', zone) });

  it('plays each evening from its start time to its end time, not through the night between', () => {
    expect(concertPhase(festival, at('2026-06-06', '19:20', zone))).toBe('doors-open');
    expect(concertPhase(festival, at('2026-06-06', '21:00', zone))).toBe('live');
    expect(concertPhase(festival, at('2026-06-07', '03:00', zone))).toBe('announced');
    expect(concertPhase(festival, at('2026-06-07', '19:20', zone))).toBe('doors-open');
    expect(concertPhase(festival, at('2026-06-07', '21:29', zone))).toBe('live');
    expect(concertPhase(festival, at('2026-06-07', '21:30', zone))).toBe('ended');
  });

  it('has a night for each evening, and the changes between them', () => {
    expect(concertNights(festival).map((night) => night.map((instant) => new Date(instant).toISOString()))).toEqual([
      ['2026-06-07T00:15:00.000Z', '2026-06-07T00:30:00.000Z', '2026-06-07T02:30:00.000Z'],
      ['2026-06-08T00:15:00.000Z', '2026-06-08T00:30:00.000Z', '2026-06-08T02:30:00.000Z'],
    ]);
    expect(nextPhaseChange(festival, at('2026-06-06', '22:00', zone))).toBe(at('2026-06-07', '19:15', zone));
  });

  it('an evening that ends after midnight is one night, however long', () => {
    const late = concertAt('2026-06-06', '22:00', zone, { endsAt: zonedInstant('2026-06-07', '01:00', zone) });
    expect(concertNights(late)).toHaveLength(1);
    expect(concertPhase(late, at('2026-06-07', '00:30', zone))).toBe('live');
  });
});

describe('watchableNow', () => {
  const zone = 'Europe/Amsterdam';
  const live = (id: string, time: string, { liveStream = 'https://live.example/master.m3u8', ...facts }: Partial<LifeFacts> & { liveStream?: string | null } = {}) => ({
    id,
    liveStream,
    ...concertAt('2026-12-04', time, zone, facts),
  });
  const ids = (list: readonly { id: string }[]) => list.map((concert) => concert.id);

  it('lists the concerts whose doors are open or that are live and have a live address, earliest first', () => {
    const concerts = [live('later', '19:40'), live('now', '19:00'), live('tomorrow', '23:30'), live('no-stream', '19:00', { liveStream: null })];
    expect(ids(watchableNow(concerts, at('2026-12-04', '19:30', zone)))).toEqual(['now', 'later']);
    expect(ids(watchableNow(concerts, at('2026-12-04', '18:44', zone)))).toEqual([]);
    expect(ids(watchableNow(concerts, at('2026-12-04', '21:40', zone)))).toEqual([]);
  });

  it('leaves out a cancelled, postponed or unpublished concert', () => {
    const concerts = [live('cancelled', '19:00', { status: 'cancelled' }), live('postponed', '19:00', { status: 'postponed' }), live('hidden', '19:00', { published: false })];
    expect(watchableNow(concerts, at('2026-12-04', '19:30', zone))).toEqual([]);
  });
});
