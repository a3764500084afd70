import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { nameConcertRole, NamingRefused } from './name-concert-role';

function clientAnswering(reply: { data: unknown; error: { code: string; message: string } | null }, seen: unknown[] = []) {
  return {
    rpc: (name: string, args: unknown) => {
      seen.push([name, args]);
      return Promise.resolve(reply);
    },
  } as unknown as TuttiClient;
}

const ID = '0b9f3c1e-8a55-4d7e-9c21-6f0a1b2c3d4e';
const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof NamingRefused ? error.reason : error));

describe('naming an artist or host', () => {
  it('sends the address trimmed and in lower case, with the concert and the role, and returns the id', async () => {
    const seen: unknown[] = [];
    const id = await nameConcertRole(clientAnswering({ data: ID, error: null }, seen), { concert: 'spring-strings', email: '  Ada@Care.Example ', role: 'host' });
    expect(id).toBe(ID);
    expect(seen).toEqual([['name_concert_role', { concert: 'spring-strings', email: 'ada@care.example', role: 'host' }]]);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ada', 'email'],
    ['ada@', 'email'],
    [`${'a'.repeat(250)}@example.org`, 'email'],
  ])('refuses %j before asking the database (%s)', async (email, reason) => {
    const seen: unknown[] = [];
    expect(await refusalOf(nameConcertRole(clientAnswering({ data: ID, error: null }, seen), { concert: 'c', email, role: 'artist' }))).toBe(reason);
    expect(seen).toEqual([]);
  });

  it.each([
    ['no_account', 'noAccount'],
    ['anonymous_account', 'anonymousAccount'],
    ['unknown_concert', 'unknownConcert'],
    ['not_admin', 'notAdmin'],
    ['something else', 'failed'],
  ])("words the database's '%s' as %s", async (message, reason) => {
    const client = clientAnswering({ data: null, error: { code: 'P0001', message } });
    expect(await refusalOf(nameConcertRole(client, { concert: 'c', email: 'ada@care.example', role: 'host' }))).toBe(reason);
  });
});
