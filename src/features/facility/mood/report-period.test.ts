import { describe, expect, it } from 'vitest';
import { reportPeriod } from './report-period';

describe('report periods, on the given clock', () => {
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
});
