import { describe, expect, it } from 'vitest';
import { lastDayOf, readMoodReport, reportPeriod } from './mood-report';
import type { TuttiClient } from '@/lib/supabase/client';

const shown = {
  residents: 6, self_reported: 5, improved: 0.5, stayed: 0.333, declined: 0.167,
  before_faces: [1, 1, 2, 1, 1], after_faces: [0, 1, 1, 3, 1], mean_before: 3, mean_after: 3.67,
};
const hidden = { residents: 4, self_reported: null, improved: null, stayed: null, declined: null, before_faces: null, after_faces: null, mean_before: null, mean_after: null };

function clientAnswering(data: unknown, seen: unknown[] = []) {
  return {
    rpc: (name: string, args: unknown) => {
      seen.push([name, args]);
      return Promise.resolve({ data, error: null });
    },
  } as unknown as TuttiClient;
}

describe('the mood report as read', () => {
  it('asks for whole months and reads a shown group and a hidden one', async () => {
    const seen: unknown[] = [];
    const rows = [
      { month: '2031-03-01', concert_id: null, figures: shown },
      { month: '2031-03-01', concert_id: 'jazz-quartet', figures: hidden },
    ];
    const groups = await readMoodReport(clientAnswering(rows, seen), 'f-1', { since: '2031-01', until: '2031-02' });
    expect(seen).toEqual([['facility_mood_report', { facility: 'f-1', since: '2031-01-01', until: '2031-02-28' }]]);
    expect(groups[0]).toMatchObject({ month: '2031-03', concertId: null, residents: 6, figures: { improved: 0.5, beforeFaces: [1, 1, 2, 1, 1], meanAfter: 3.67 } });
    expect(groups[1]).toEqual({ month: '2031-03', concertId: 'jazz-quartet', residents: 4, figures: null });
  });

  it('refuses a group half hidden, or with a share out of 0–1, rather than draw it wrong', async () => {
    await expect(readMoodReport(clientAnswering([{ month: '2031-03-01', concert_id: null, figures: { ...shown, mean_before: null } }]), 'f', { since: '2031-01', until: '2031-01' })).rejects.toThrow();
    await expect(readMoodReport(clientAnswering([{ month: '2031-03-01', concert_id: null, figures: { ...shown, improved: 1.5 } }]), 'f', { since: '2031-01', until: '2031-01' })).rejects.toThrow();
  });
});

describe('report periods, on the facility’s clock', () => {
  // 31 December 23:30 in London is already 1 January in Amsterdam.
  const now = new Date('2031-12-31T23:30:00Z');
  it.each([
    ['last12', 'Europe/Amsterdam', { since: '2031-02', until: '2032-01' }],
    ['last12', 'Europe/London', { since: '2031-01', until: '2031-12' }],
    ['last6', 'Europe/London', { since: '2031-07', until: '2031-12' }],
    ['thisYear', 'Europe/Amsterdam', { since: '2032-01', until: '2032-01' }],
    ['lastYear', 'Europe/Amsterdam', { since: '2031-01', until: '2031-12' }],
  ] as const)('%s in %s', (key, zone, expected) => {
    expect(reportPeriod(key, now, zone)).toEqual(expected);
  });

  it('ends a month on its last day, February of a leap year too', () => {
    expect([lastDayOf('2032-02'), lastDayOf('2031-02'), lastDayOf('2031-12')]).toEqual(['2032-02-29', '2031-02-28', '2031-12-31']);
  });
});
