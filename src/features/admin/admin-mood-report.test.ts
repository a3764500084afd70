import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { countsOnlyReason, readAdminMoodReport } from './admin-mood-report';

const shown = {
  residents: 12, self_reported: 10, improved: 0.5, stayed: 0.25, declined: 0.25,
  before_faces: [1, 2, 5, 3, 1], after_faces: [0, 2, 4, 4, 2], mean_before: 3.08, mean_after: 3.5,
};
const countsOnly = (residents: number) => ({ residents, self_reported: null, improved: null, stayed: null, declined: null, before_faces: null, after_faces: null, mean_before: null, mean_after: null });

function clientAnswering(data: unknown, seen: unknown[] = []) {
  return {
    rpc: (name: string, args: unknown) => {
      seen.push([name, args]);
      return Promise.resolve({ data, error: null });
    },
  } as unknown as TuttiClient;
}

describe('mood across facilities, as read', () => {
  it('asks for whole months, and reads the months with figures and those with counts only', async () => {
    const seen: unknown[] = [];
    const rows = [
      { month: '2031-01-01', facilities: 4, figures: shown },
      { month: '2031-02-01', facilities: 2, figures: countsOnly(9) },
    ];
    const groups = await readAdminMoodReport(clientAnswering(rows, seen), { since: '2030-03', until: '2031-02' });
    expect(seen).toEqual([['admin_mood_report', { since: '2030-03-01', until: '2031-02-28' }]]);
    expect(groups[0]).toMatchObject({ month: '2031-01', concertId: null, facilities: 4, residents: 12, figures: { improved: 0.5, meanAfter: 3.5 } });
    expect(groups[1]).toEqual({ month: '2031-02', concertId: null, facilities: 2, residents: 9, figures: null });
  });

  it('refuses figures that stand for fewer than three facilities, rather than show one facility’s', async () => {
    await expect(readAdminMoodReport(clientAnswering([{ month: '2031-01-01', facilities: 2, figures: shown }]), { since: '2031-01', until: '2031-01' })).rejects.toThrow();
  });

  it('passes the database’s refusal on', async () => {
    const client = { rpc: () => Promise.resolve({ data: null, error: { code: 'P0001', message: 'not_admin' } }) } as unknown as TuttiClient;
    await expect(readAdminMoodReport(client, { since: '2031-01', until: '2031-01' })).rejects.toMatchObject({ message: 'not_admin' });
  });

  it('says why a month has its counts alone: too few facilities first, else too few residents', () => {
    expect(countsOnlyReason({ month: '2031-02', concertId: null, facilities: 2, residents: 40, figures: null })).toBe('facilities');
    expect(countsOnlyReason({ month: '2031-02', concertId: null, facilities: 3, residents: 4, figures: null })).toBe('residents');
  });
});
