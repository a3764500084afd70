/**
 * `name_concert_role(concert, email, role)`: gives the account with that address the artist or host role for the
 * concert (admins with a second factor; idempotent). The database's refusals come back as reasons the form words.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { email } from '@/lib/forms/schemas';
import type { TuttiClient } from '@/lib/supabase/client';
import { CONCERT_ROLES, concertRolesKey } from './concert-role-holders';

export const namingSchema = z.object({ concert: z.string().min(1), email, role: z.enum(CONCERT_ROLES) });
export type Naming = z.input<typeof namingSchema>;

/** Why a naming was refused, in the words of admin:roles.errors. `email` and the account's are the field's own. */
export type NamingRefusal = 'required' | 'email' | 'noAccount' | 'anonymousAccount' | 'unconfirmedAccount' | 'unknownConcert' | 'notAdmin' | 'failed';
export const FIELD_REFUSALS: readonly NamingRefusal[] = ['required', 'email', 'noAccount', 'anonymousAccount', 'unconfirmedAccount'];

export class NamingRefused extends Error {
  constructor(readonly reason: NamingRefusal) {
    super(reason);
    this.name = 'NamingRefused';
  }
}

const DATABASE_REFUSALS: Record<string, NamingRefusal> = {
  no_account: 'noAccount',
  anonymous_account: 'anonymousAccount',
  unconfirmed_account: 'unconfirmedAccount',
  unknown_concert: 'unknownConcert',
  not_admin: 'notAdmin',
};

/** The address checked as every form of the site checks one, before the database is asked. */
export function checkNaming(naming: Naming): z.output<typeof namingSchema> {
  const parsed = namingSchema.safeParse(naming);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues.find((found) => found.path[0] === 'email');
  throw new NamingRefused(issue?.message === 'required' ? 'required' : issue ? 'email' : 'failed');
}

export async function nameConcertRole(client: TuttiClient, naming: Naming): Promise<string> {
  const args = checkNaming(naming);
  const { data, error } = await client.rpc('name_concert_role', args);
  if (error) throw new NamingRefused(DATABASE_REFUSALS[error.message] ?? 'failed');
  return z.string().parse(data);
}

/** The naming, then the holders read again and the audit log with them. */
export function useNameConcertRole(client: TuttiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (naming: Naming) => nameConcertRole(client, naming),
    onSettled: (_id, _error, { concert }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: concertRolesKey(userId, concert) }),
        queryClient.invalidateQueries({ queryKey: ['admin', userId, 'audit'] }),
      ]),
  });
}
