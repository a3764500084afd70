import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { readFacilityMoodReport } from './facility-mood-report';

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

describe('a facility’s mood report as read', () => {
  it('asks for whole months and reads a shown group and a hidden one', async () => {
    const seen: unknown[] = [];
    const rows = [
      { month: '2031-03-01', concert_id: null, figures: shown },
      { month: '2031-03-01', concert_id: 'jazz-quartet', figures: hidden },
    ];
    const groups = await readFacilityMoodReport(clientAnswering(rows, seen), 'f-1', { since: '2031-01', until: '2031-02' });
    expect(seen).toEqual([['facility_mood_report', { facility: 'f-1', since: '2031-01-01', until: '2031-02-28' }]]);
    expect(groups[0]).toMatchObject({ month: '2031-03', concertId: null, residents: 6, figures: { improved: 0.5, beforeFaces: [1, 1, 2, 1, 1], meanAfter: 3.67 } });
    expect(groups[1]).toEqual({ month: '2031-03', concertId: 'jazz-quartet', residents: 4, figures: null });
  });

  it('refuses a line it cannot draw right', async () => {
    await expect(readFacilityMoodReport(clientAnswering([{ month: '2031-03-01', concert_id: null, figures: { ...shown, mean_before: null } }]), 'f', { since: '2031-01', until: '2031-01' })).rejects.toThrow();
  });

  it('passes the database’s refusal on', async () => {
    const client = { rpc: () => Promise.resolve({ data: null, error: { code: 'P0001', message: 'not_member' } }) } as unknown as TuttiClient;
    await expect(readFacilityMoodReport(client, 'f', { since: '2031-01', until: '2031-01' })).rejects.toMatchObject({ message: 'not_member' });
  });
});
