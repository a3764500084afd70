/** A new session for the signed-in facilitator: its id, its join code and when the code stops working. */
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

const createdSchema = z.object({ id: z.string().uuid(), code: z.string().length(6), expires_at: z.string() });
export interface CreatedSession {
  id: string;
  code: string;
  expiresAt: string;
}

export async function createSession(client: TuttiClient, concertId: string | null): Promise<CreatedSession> {
  const { data, error } = await client.rpc('create_group_session', { concert: concertId ?? undefined });
  if (error) throw error;
  const row = createdSchema.parse(Array.isArray(data) ? data[0] : data);
  return { id: row.id, code: row.code, expiresAt: row.expires_at };
}
