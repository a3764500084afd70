import { describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { DataError } from './data-error';
import { removeConcertRole } from './remove-concert-role';

/** A client whose DELETE returns `deleted`, and whose holders are `left` (or an error) when asked afterwards. */
function clientOf(deleted: { id: string }[], left: { id: string; role: string; email: string; created_at: string }[] | { message: string; code: string }) {
  const select = vi.fn(() => Promise.resolve({ data: deleted, error: null, status: 200 }));
  const eq = vi.fn(() => ({ select }));
  const from = vi.fn(() => ({ delete: () => ({ eq }) }));
  const listed = Array.isArray(left) ? { data: left, error: null, status: 200 } : { data: null, error: left, status: 400 };
  const rpc = vi.fn(() => ({ retry: () => Promise.resolve(listed) }));
  return { client: { from, rpc } as unknown as TuttiClient, rpc };
}

const HOLDER = { id: 'role-1', role: 'host', email: 'host@example.org', created_at: '2026-11-28T10:00:00Z' };

describe('removing a concert role', () => {
  it('is done when the row was deleted, without asking anything more', async () => {
    const { client, rpc } = clientOf([{ id: 'role-1' }], []);
    await expect(removeConcertRole(client, 'harbour', 'role-1')).resolves.toBeUndefined();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('counts a row already gone as removed', async () => {
    const { client } = clientOf([], []);
    await expect(removeConcertRole(client, 'harbour', 'role-1')).resolves.toBeUndefined();
  });

  it('is refused when nothing was deleted and the row is still there (the policy said no without a word)', async () => {
    const { client } = clientOf([], [HOLDER]);
    const error = await removeConcertRole(client, 'harbour', 'role-1').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('passes on the refusal of an admin whose second factor lapsed', async () => {
    const { client } = clientOf([], { message: 'not_admin', code: 'P0001' });
    await expect(removeConcertRole(client, 'harbour', 'role-1')).rejects.toMatchObject({ message: 'not_admin' });
  });
});
