// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { viewingKey } from '../mood-entry/viewings';
import { loadViewings } from '../mood-entry/viewings-store';
import { saveHeadsetFace } from './viewing-saves';

const FACILITY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

function clientAnswering(...replies: ({ message: string; code?: string } | null)[]) {
  const rpc = vi.fn((_name: string, _args: Record<string, unknown>) => Promise.resolve({ data: null, error: replies.shift() ?? null }));
  return { client: { rpc } as unknown as TuttiClient, rpc };
}

const face = (client: TuttiClient, moment: 'before' | 'after', value: 1 | 2 | 3 | 4 | 5) =>
  saveHeadsetFace({ client, facility: FACILITY, concert: 'harbour', resident: 'R-17', moment, face: value });

describe('a headset’s answers for a concert watched alone', () => {
  beforeEach(() => localStorage.clear());

  it('go to one viewing, kept in the store the facility page reads, before and after', async () => {
    const { client, rpc } = clientAnswering();
    await face(client, 'before', 4);
    await face(client, 'after', 5);
    const [before, after] = rpc.mock.calls.map(([, args]) => args);
    expect(before).toMatchObject({ facility: FACILITY, concert: 'harbour', resident: 'R-17', moment: 'before', face: 4 });
    expect(after).toMatchObject({ moment: 'after', face: 5, viewing: before?.viewing });
    const stored = loadViewings(FACILITY).get(viewingKey('harbour', 'R-17'));
    expect(stored).toMatchObject({ id: before?.viewing, saved: ['before', 'after'] });
    expect(localStorage.getItem(`mood-viewings:${FACILITY}`)).toContain(String(before?.viewing));
  });

  it('keep the viewing when a save fails, so the try again goes to the same one, and mark nothing saved', async () => {
    const { client, rpc } = clientAnswering({ message: 'unavailable' });
    await expect(face(client, 'before', 2)).rejects.toThrow('unavailable');
    expect(loadViewings(FACILITY).get(viewingKey('harbour', 'R-17'))?.saved).toEqual([]);
    await face(client, 'before', 2);
    const [first, second] = rpc.mock.calls.map(([, args]) => args);
    expect(second).toEqual(first);
  });
});
