import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/concerts.json';
import {
  DEMO_CONCERTS,
  DEMO_CONCERT_CAPACITY,
  DEMO_CONCERT_IDS,
  FEW_SPOTS_THRESHOLD,
  findDemoConcert,
  formatDemoConcertTime,
  registrationPercent,
  remainingSpots,
  spotsMessage,
} from './demo-concerts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const seats = (registered: number, capacity = DEMO_CONCERT_CAPACITY) => ({ capacity, registered });

describe('the demo concert cards', () => {
  it('are the three samples of SPEC section 3, each seating the capacity of section 9', () => {
    expect(DEMO_CONCERT_CAPACITY).toBe(100);
    expect(DEMO_CONCERTS.map(({ id, registered, capacity }) => [id, registered, capacity])).toEqual([
      ['amsterdam-philharmonic', 87, 100],
      ['classical-strings', 62, 100],
      ['jazz-quartet', 41, 100],
    ]);
    expect(DEMO_CONCERTS.map((c) => c.id)).toEqual([...DEMO_CONCERT_IDS]);
  });

  it('have a calendar date, a 24-hour start time, a title in English and in the translations', () => {
    for (const concert of DEMO_CONCERTS) {
      expect(concert.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(concert.date))).toBe(false);
      expect(concert.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(english.upcomingItems[concert.id].title).toBe(concert.title);
    }
  });

  it('have their own small SVG poster under public/', () => {
    for (const { imageUrl } of DEMO_CONCERTS) {
      const file = join(PUBLIC_DIR, imageUrl);
      expect(existsSync(file), imageUrl).toBe(true);
      expect(statSync(file).size, imageUrl).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8'), imageUrl).toMatch(/viewBox=/);
    }
  });

  it('are found by id, and nothing else is', () => {
    expect(findDemoConcert('jazz-quartet')?.registered).toBe(41);
    expect(findDemoConcert('1')).toBeUndefined();
    expect(findDemoConcert(undefined)).toBeUndefined();
  });
});

describe('remainingSpots', () => {
  it('is capacity minus registered, never below zero', () => {
    expect(remainingSpots(seats(87))).toBe(13);
    expect(remainingSpots(seats(100))).toBe(0);
    expect(remainingSpots(seats(104))).toBe(0);
  });
});

describe('spotsMessage', () => {
  it('is urgent ("Only N spots left!") at 20 remaining spots or fewer', () => {
    expect(FEW_SPOTS_THRESHOLD).toBe(20);
    expect(spotsMessage(seats(80))).toEqual({ key: 'spotsLeft', count: 20, urgent: true });
    expect(spotsMessage(seats(87))).toEqual({ key: 'spotsLeft', count: 13, urgent: true });
    expect(spotsMessage(seats(100))).toEqual({ key: 'spotsLeft', count: 0, urgent: true });
  });

  it('says "N spots available" above 20', () => {
    expect(spotsMessage(seats(79))).toEqual({ key: 'spotsAvailable', count: 21, urgent: false });
    expect(spotsMessage(seats(41))).toEqual({ key: 'spotsAvailable', count: 59, urgent: false });
  });

  it('has an English text for both keys, singular and plural', () => {
    for (const key of ['spotsLeft', 'spotsAvailable'] as const) {
      expect(english.upcoming[`${key}_one`]).toContain('{{count}}');
      expect(english.upcoming[`${key}_other`]).toContain('{{count}}');
    }
    expect(english.upcoming.spotsLeft_other.replace('{{count}}', '13')).toBe('Only 13 spots left!');
    expect(english.upcoming.spotsAvailable_other.replace('{{count}}', '59')).toBe('59 spots available');
  });
});

describe('registrationPercent', () => {
  it('is registered divided by capacity, as a percentage', () => {
    expect(registrationPercent(seats(87))).toBe(87);
    expect(registrationPercent(seats(30, 120))).toBe(25);
  });

  it('stays within 0 and 100, also without seats', () => {
    expect(registrationPercent(seats(130))).toBe(100);
    expect(registrationPercent(seats(-5))).toBe(0);
    expect(registrationPercent(seats(3, 0))).toBe(0);
  });
});

describe('formatDemoConcertTime', () => {
  it('shows the venue time in the visitor language, whatever the time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(formatDemoConcertTime({ date: '2025-07-05', time: '19:30' }, 'de')).toBe('19:30');
      expect(formatDemoConcertTime({ date: '2025-07-05', time: '19:30' }, 'en')).toMatch(/^7:30\sPM$/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
