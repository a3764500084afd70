import { describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { MoodRefused, recordFaceMood, type FaceMood } from './record-mood';

const MOOD: FaceMood = {
  facility: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  concert: 'winter-strings',
  viewing: '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d',
  resident: 'R-17',
  moment: 'before',
  face: 4,
};

function clientAnswering(error: { code?: string; message?: string } | null) {
  const rpc = vi.fn((_name: string, _args: unknown) => Promise.resolve({ data: error ? null : 'answer-id', error }));
  return { client: { rpc } as unknown as TuttiClient, rpc };
}

describe('a face recorded by staff for a concert watched alone', () => {
  it('calls record_mood with the face and no observation, so an earlier observation is kept', async () => {
    const { client, rpc } = clientAnswering(null);
    await recordFaceMood(client, MOOD);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('record_mood', {
      facility: MOOD.facility,
      concert: 'winter-strings',
      viewing: MOOD.viewing,
      resident: 'R-17',
      moment: 'before',
      face: 4,
    });
  });

  it('throws MoodRefused with the reason the database gave', async () => {
    const { client } = clientAnswering({ code: 'P0001', message: 'mood_check_off' });
    const thrown = await recordFaceMood(client, MOOD).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(MoodRefused);
    expect((thrown as MoodRefused).reason).toBe('mood_check_off');
  });

  it('throws a plain Error for anything else (a label out of its rule, a server in trouble)', async () => {
    const { client } = clientAnswering({ code: '23514', message: 'new row violates check constraint' });
    const thrown = await recordFaceMood(client, MOOD).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(MoodRefused);
    expect((thrown as Error).message).toBe('new row violates check constraint');
  });
});
