import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { createSession, SessionRefused } from './create-session';

/** A client whose rpc answers as PostgREST does (supabase/migrations: create_group_session). */
const answering = (answer: { data: unknown; error: { code: string; message: string; details: string | null } | null }) =>
  ({ rpc: () => Promise.resolve(answer) }) as unknown as TuttiClient;
const refused = (message: string, code = 'P0001') => answering({ data: null, error: { code, message, details: '3' } });

describe('createSession', () => {
  it('returns the new session', async () => {
    const row = { id: '8a0f4c6e-2b1d-4c3e-9f00-1234567890ab', code: 'K7M4PQ', expires_at: '2026-11-27T15:00:00Z' };
    await expect(createSession(answering({ data: [row], error: null }), null)).resolves.toEqual({ id: row.id, code: row.code, expiresAt: row.expires_at });
  });

  it.each(['live_session_limit', 'session_creation_limit'] as const)("turns the database's cap '%s' into SessionRefused", async (reason) => {
    const error = await createSession(refused(reason), 'jazz-quartet').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionRefused);
    expect(error).toMatchObject({ reason });
  });

  it('passes any other error on as it is (the page says: check the connection)', async () => {
    for (const client of [refused('not_staff'), refused('live_session_limit', '42501')]) {
      const error = await createSession(client, null).catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(SessionRefused);
      expect(error).toMatchObject({ code: expect.any(String) });
    }
  });
});
