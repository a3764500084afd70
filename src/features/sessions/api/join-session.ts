/**
 * Joining a session with its code (supabase/migrations/20261125000100_group_sessions.sql; the facility's name:
 * 20261128000700_facility_sessions.sql). A headset needs
 * no account: it signs in anonymously, which gives it an identity the Realtime policies can recognise.
 * Wrong codes are not errors but outcomes, so the database can count them (and slow down whoever guesses).
 */
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

const joinRowSchema = z.object({
  outcome: z.enum(['joined', 'unknown_code', 'session_ended', 'slow_down']),
  id: z.string().uuid().nullable(),
  concert_id: z.string().nullable(),
  expires_at: z.string().nullable(),
  retry_after: z.number().int().nullable(),
  // The facility that opened the session ('De Linde is inviting you…'): null for a session of none.
  facility_name: z.string().nullable(),
});

export type JoinResult =
  | { outcome: 'joined'; sessionId: string; device: string; concertId: string | null; facilityName: string | null }
  | { outcome: 'unknown_code' | 'session_ended' }
  | { outcome: 'slow_down'; retryAfter: number };

/** The headset's identity: the signed-in person's, or a new anonymous one. */
async function deviceOf(client: TuttiClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (data.session) return data.session.user.id;
  const { data: signedIn, error } = await client.auth.signInAnonymously();
  if (error || !signedIn.user) throw error ?? new Error('anonymous sign-in returned no user');
  return signedIn.user.id;
}

export async function joinSession(client: TuttiClient, code: string): Promise<JoinResult> {
  const device = await deviceOf(client);
  const { data, error } = await client.rpc('join_group_session', { code });
  if (error) throw error;
  const row = joinRowSchema.parse(Array.isArray(data) ? data[0] : data);
  if (row.outcome === 'slow_down') return { outcome: 'slow_down', retryAfter: Math.max(1, row.retry_after ?? 1) };
  if (row.outcome !== 'joined') return { outcome: row.outcome };
  if (!row.id) throw new Error('join_group_session joined without a session id');
  return { outcome: 'joined', sessionId: row.id, device, concertId: row.concert_id, facilityName: row.facility_name };
}
