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
 * Why the database opened no session (20261128000700_facility_sessions.sql): the account is staff of no verified
 * facility, or of this one no more, or the facility is pending or suspended; the caps on one account's sessions
 * and on one facility's (private.group_session_limits).
 */
export const CREATE_REFUSALS = [
  'not_staff',
  'not_member',
  'facility_not_verified',
  'facility_required',
  'live_session_limit',
  'session_creation_limit',
  'facility_live_session_limit',
  'facility_session_creation_limit',
] as const;
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

/** A session of `facility` (the person's current one). Throws SessionRefused for a refusal above, the client's error otherwise. */
export async function createSession(client: TuttiClient, concertId: string | null, facility: string): Promise<CreatedSession> {
  const { data, error } = await client.rpc('create_group_session', { concert: concertId ?? undefined, facility });
  if (error) {
    const reason = refusalOf(error);
    throw reason ? new SessionRefused(reason, { cause: error }) : error;
  }
  const row = createdSchema.parse(Array.isArray(data) ? data[0] : data);
  return { id: row.id, code: row.code, expiresAt: row.expires_at };
}
