import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { GREETING_MAX, greetingProblem, GreetingRefused, refusalOf, sendGreeting } from './send-greeting';

const SESSION = '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';
/** A client whose rpc answers as PostgREST does (send_concert_greeting), keeping what it was sent. */
function answering(answer: { data: unknown; error: { code: string; message: string; details: string | null } | null }) {
  const calls: unknown[] = [];
  const client = { rpc: (name: string, args: unknown) => (calls.push({ name, args }), Promise.resolve(answer)) } as unknown as TuttiClient;
  return { client, calls };
}

describe('greetingProblem: what the database would refuse, said before sending', () => {
  it('takes one line of 2 to 140 characters, counted as the database counts them', () => {
    expect(greetingProblem('Greetings from De Linde, Utrecht!')).toBeNull();
    expect(greetingProblem('🎻'.repeat(GREETING_MAX))).toBeNull();
    expect(greetingProblem('🎻'.repeat(GREETING_MAX + 1))).toBe('tooLong');
    expect(greetingProblem('a'.repeat(GREETING_MAX * 3))).toBe('tooLong');
    expect(greetingProblem('  Hi  ')).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(greetingProblem('   ')).toBe('required');
    expect(greetingProblem(' a ')).toBe('tooShort');
    expect(greetingProblem('Hello\nthere')).toBe('characters');
    expect(greetingProblem('Hello \u202eereht')).toBe('characters');
  });
});

describe('refusalOf: the database refusals, named', () => {
  it.each([
    [{ code: 'P0001', message: 'greeting_limit', details: '42' }, { reason: 'wait', seconds: 42 }],
    [{ code: 'P0001', message: 'greeting_cap', details: '5' }, { reason: 'cap', cap: 5 }],
    [{ code: 'P0001', message: 'not_leader' }, { reason: 'notLeading' }],
    [{ code: 'P0001', message: 'session_ended' }, { reason: 'notLeading' }],
    [{ code: 'P0001', message: 'no_concert' }, { reason: 'noConcert' }],
    [{ code: '23514', message: 'new row violates check constraint' }, { reason: 'invalid' }],
    [{ code: 'PGRST000', message: 'Could not connect' }, { reason: 'unavailable' }],
  ])('%o → %o', (error, refusal) => expect(refusalOf(error)).toEqual(refusal));

  it('never says to wait 0 or NaN seconds', () => {
    expect(refusalOf({ code: 'P0001', message: 'greeting_limit', details: 'soon' })).toEqual({ reason: 'wait', seconds: 1 });
  });
});

describe('sendGreeting', () => {
  it('sends the trimmed text for the session and returns the pending greeting', async () => {
    const id = '9c1e4b7a-1111-4222-8333-444455556666';
    const { client, calls } = answering({ data: [{ id, status: 'pending', created_at: '2026-11-27T19:05:00Z' }], error: null });
    await expect(sendGreeting(client, SESSION, '  Greetings from De Linde!  ')).resolves.toBe(id);
    expect(calls).toEqual([{ name: 'send_concert_greeting', args: { session: SESSION, greeting: 'Greetings from De Linde!' } }]);
  });

  it('throws GreetingRefused with the reason', async () => {
    const { client } = answering({ data: null, error: { code: 'P0001', message: 'greeting_limit', details: '30' } });
    const error = await sendGreeting(client, SESSION, 'Hello stage').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GreetingRefused);
    expect(error).toMatchObject({ refusal: { reason: 'wait', seconds: 30 } });
  });

  it('treats an answer it cannot read as unavailable', async () => {
    const { client } = answering({ data: [{ id: 'x' }], error: null });
    await expect(sendGreeting(client, SESSION, 'Hello stage')).rejects.toMatchObject({ refusal: { reason: 'unavailable' } });
  });
});
