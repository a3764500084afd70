import { describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { CREATE_REFUSALS, createSession, SessionRefused } from './create-session';

const FACILITY = '00000000-0000-4000-8000-00000000000f';

/** A client whose rpc answers as PostgREST does (supabase/migrations: create_group_session). */
const answering = (answer: { data: unknown; error: { code: string; message: string; details: string | null } | null }) => {
  const rpc = vi.fn(() => Promise.resolve(answer));
  return { client: { rpc } as unknown as TuttiClient, rpc };
};
const refused = (message: string, code = 'P0001') => answering({ data: null, error: { code, message, details: '3' } }).client;

describe('createSession', () => {
  it('returns the new session, opened for the person’s current facility', async () => {
    const row = { id: '8a0f4c6e-2b1d-4c3e-9f00-1234567890ab', code: 'K7M4PQ', expires_at: '2026-11-27T15:00:00Z' };
    const { client, rpc } = answering({ data: [row], error: null });
    await expect(createSession(client, null, FACILITY)).resolves.toEqual({ id: row.id, code: row.code, expiresAt: row.expires_at });
    expect(rpc).toHaveBeenCalledWith('create_group_session', { concert: undefined, facility: FACILITY });
  });

  it.each(CREATE_REFUSALS)("turns the database's refusal '%s' into SessionRefused", async (reason) => {
    const error = await createSession(refused(reason), 'jazz-quartet', FACILITY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionRefused);
    expect(error).toMatchObject({ reason });
  });

  it('passes any other error on as it is (the page says: check the connection)', async () => {
    for (const client of [refused('no_free_code'), refused('live_session_limit', '42501')]) {
      const error = await createSession(client, null, FACILITY).catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(SessionRefused);
      expect(error).toMatchObject({ code: expect.any(String) });
    }
  });
});
