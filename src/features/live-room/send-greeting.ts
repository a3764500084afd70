/**
 * A room's greeting to the stage (`send_concert_greeting`): stored as pending until a moderator decides. A
 * refusal is named, with what the room must wait or has used, so the form can say why and keep the text.
 */
import { z } from 'zod';
import { requiredText } from '@/lib/forms/schemas';
import type { TuttiClient } from '@/lib/supabase/client';

export const GREETING_MAX = 140;
export const GREETING_MIN = 2;

export type GreetingRefusal =
  | { reason: 'wait'; seconds: number }
  | { reason: 'cap'; cap: number }
  | { reason: 'notLeading' }
  | { reason: 'noConcert' }
  | { reason: 'invalid' }
  | { reason: 'unavailable' };

export class GreetingRefused extends Error {
  override readonly name = 'GreetingRefused';
  constructor(readonly refusal: GreetingRefusal) {
    super(`greeting not sent: ${refusal.reason}`);
  }
}

const sentSchema = z.array(z.object({ id: z.string().uuid(), status: z.literal('pending'), created_at: z.string() })).length(1);

const detailNumber = (details: unknown) => {
  const value = Number(details);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 1;
};

/** The database's errors (supabase/migrations/20261127000400_concert_stage.sql), named. */
export function refusalOf(error: { code?: string; message?: string; details?: unknown }): GreetingRefusal {
  if (error.code === '23514') return { reason: 'invalid' };
  switch (error.message) {
    case 'greeting_limit':
      return { reason: 'wait', seconds: detailNumber(error.details) };
    case 'greeting_cap':
      return { reason: 'cap', cap: detailNumber(error.details) };
    case 'not_leader':
    case 'session_ended':
      return { reason: 'notLeading' };
    case 'no_concert':
      return { reason: 'noConcert' };
    default:
      return { reason: 'unavailable' };
  }
}

export type GreetingProblem = 'required' | 'tooShort' | 'tooLong' | 'characters';

/** The forms' rule for one line of text (forbidden characters, something visible); UTF-16 units bound it loosely. */
const oneLine = requiredText(GREETING_MAX * 2);

/** What the database refuses anyway, told before sending: the length in characters, as the database counts. */
export function greetingProblem(text: string): GreetingProblem | null {
  const parsed = oneLine.safeParse(text);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message;
    return code === 'required' || code === 'tooLong' ? code : 'characters';
  }
  const length = [...parsed.data].length;
  if (length > GREETING_MAX) return 'tooLong';
  return length < GREETING_MIN ? 'tooShort' : null;
}

export async function sendGreeting(client: TuttiClient, sessionId: string, text: string): Promise<string> {
  const { data, error } = await client.rpc('send_concert_greeting', { session: sessionId, greeting: text.trim() });
  if (error) throw new GreetingRefused(refusalOf(error));
  const parsed = sentSchema.safeParse(data);
  if (!parsed.success || !parsed.data[0]) throw new GreetingRefused({ reason: 'unavailable' });
  return parsed.data[0].id;
}
