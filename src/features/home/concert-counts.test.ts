import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONCERTS, type DemoConcert } from '@/content/demo-concerts';
import { queryClient } from '@/lib/query-client';
import { CONCERT_COUNTS_KEY, storeRegistered, watchDemoConcerts, withCounts, withRegistered } from './concert-counts';

const [amsterdam, strings] = DEMO_CONCERTS as [DemoConcert, DemoConcert, DemoConcert];

afterEach(() => queryClient.clear());

describe('withCounts', () => {
  it('puts the live counts on the concert, keeping everything else', () => {
    expect(withCounts(amsterdam, { 'amsterdam-philharmonic': { capacity: 100, registered: 95 } })).toEqual({ ...amsterdam, registered: 95 });
  });

  it('keeps the sample counts when the concert has no live counts, or none were read', () => {
    expect(withCounts(amsterdam, { 'classical-strings': { capacity: 100, registered: 70 } })).toBe(amsterdam);
    expect(withCounts(amsterdam, undefined)).toBe(amsterdam);
  });
});

describe('withRegistered', () => {
  it('changes only the reserved concert', () => {
    const counts = { 'amsterdam-philharmonic': { capacity: 100, registered: 87 }, 'classical-strings': { capacity: 100, registered: 62 } };
    expect(withRegistered(counts, amsterdam, 91)).toEqual({ ...counts, 'amsterdam-philharmonic': { capacity: 100, registered: 91 } });
  });

  it('takes the capacity from the concert when no counts were read', () => {
    expect(withRegistered(undefined, strings, 63)).toEqual({ 'classical-strings': { capacity: 100, registered: 63 } });
  });
});

describe('storeRegistered and watchDemoConcerts', () => {
  it('a reservation reaches a watcher that starts later (the home page after the concert page)', () => {
    queryClient.setQueryData(CONCERT_COUNTS_KEY, { 'amsterdam-philharmonic': { capacity: 100, registered: 87 } });
    storeRegistered(amsterdam, 90);
    const seen: (readonly DemoConcert[])[] = [];
    const stop = watchDemoConcerts((concerts) => seen.push(concerts));
    stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.map((concert) => concert.registered)).toEqual([90, 62, 41]);
  });

  it('tells a watcher about a reservation made while it watches', () => {
    const seen: number[] = [];
    const stop = watchDemoConcerts((concerts) => seen.push(concerts[1]?.registered ?? -1));
    expect(seen).toEqual([]);
    storeRegistered(strings, 64);
    stop();
    expect(seen).toEqual([64]);
  });
});
