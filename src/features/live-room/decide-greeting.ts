/**
 * A moderator's decision on a greeting (`decide_concert_greeting`): the database records it and tells the stage
 * on `concert:<id>:stage`. A refusal is named so the screen can say why.
 */
import type { TuttiClient } from '@/lib/supabase/client';

export type GreetingVerdict = 'approved' | 'rejected';
export type DecideFailure = 'notModerator' | 'failed';

export class DecideError extends Error {
  constructor(readonly reason: DecideFailure) {
    super(`decide_concert_greeting: ${reason}`);
  }
}

export async function decideGreeting(client: TuttiClient, greeting: string, decision: GreetingVerdict): Promise<GreetingVerdict> {
  const { data, error } = await client.rpc('decide_concert_greeting', { greeting, decision });
  if (error) throw new DecideError(error.message === 'not_moderator' ? 'notModerator' : 'failed');
  const status = data[0]?.status;
  if (status !== 'approved' && status !== 'rejected') throw new DecideError('failed');
  return status;
}
