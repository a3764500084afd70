/** A new session for the signed-in facilitator: its id, its join code and when the code stops working. */
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

const createdSchema = z.object({ id: z.string().uuid(), code: z.string().length(6), expires_at: z.string() });
export interface CreatedSession {
  id: string;
  code: string;
  expiresAt: string;
}

/**
 * The database's caps on one account's sessions (private.group_session_limits): as many live at once as
 * allowed, or as many created in 24 hours as allowed.
 */
export const CREATE_REFUSALS = ['live_session_limit', 'session_creation_limit'] as const;
export type CreateRefusal = (typeof CREATE_REFUSALS)[number];

export class SessionRefused extends Error {
  override readonly name = 'SessionRefused';
  constructor(
    readonly reason: CreateRefusal,
    options?: { cause?: unknown },
  ) {
    super(`session not created: ${reason}`, options);
  }
}

const refusalOf = (error: { code?: string; message?: string }): CreateRefusal | undefined =>
  error.code === 'P0001' ? CREATE_REFUSALS.find((reason) => reason === error.message) : undefined;

/** Throws SessionRefused at a cap, the client's error otherwise. */
export async function createSession(client: TuttiClient, concertId: string | null): Promise<CreatedSession> {
  const { data, error } = await client.rpc('create_group_session', { concert: concertId ?? undefined });
  if (error) {
    const reason = refusalOf(error);
    throw reason ? new SessionRefused(reason, { cause: error }) : error;
  }
  const row = createdSchema.parse(Array.isArray(data) ? data[0] : data);
  return { id: row.id, code: row.code, expiresAt: row.expires_at };
}
