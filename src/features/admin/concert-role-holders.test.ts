import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { fetchConcertRoleHolders } from './concert-role-holders';
import { DataError } from './data-error';

/** What postgrest-js's rpc() gives back: a builder that can be told not to retry, then awaited. */
function clientAnswering(reply: { data: unknown; error: { code: string; message: string } | null; status: number }) {
  const call = { retry: () => call, abortSignal: () => call, then: (resolve: (value: typeof reply) => unknown) => Promise.resolve(reply).then(resolve) };
  return { rpc: () => call } as unknown as TuttiClient;
}

describe('a concert’s artist and host, as read', () => {
  it('reads the holders, with the address of a deleted account as null', async () => {
    const rows = [
      { id: 'r1', role: 'artist', email: 'amstel@quartet.example', created_at: '2026-12-01T10:00:00Z' },
      { id: 'r2', role: 'host', email: null, created_at: '2026-12-01T10:05:00Z' },
    ];
    expect(await fetchConcertRoleHolders(clientAnswering({ data: rows, error: null, status: 200 }), 'spring-strings')).toEqual(rows);
  });

  it('refuses a role the site does not know rather than show it', async () => {
    const rows = [{ id: 'r1', role: 'conductor', email: 'x@y.example', created_at: '2026-12-01T10:00:00Z' }];
    await expect(fetchConcertRoleHolders(clientAnswering({ data: rows, error: null, status: 200 }), 'c')).rejects.toThrow();
  });

  it('passes the refusal on with its status and code', async () => {
    const failure = fetchConcertRoleHolders(clientAnswering({ data: null, error: { code: 'P0001', message: 'not_admin' }, status: 400 }), 'c');
    await expect(failure).rejects.toBeInstanceOf(DataError);
    await expect(failure).rejects.toMatchObject({ message: 'not_admin', status: 400, code: 'P0001' });
  });
});
