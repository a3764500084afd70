/**
 * Who may open a concert's stage, as the database decides it (private.may_watch_stage in
 * supabase/migrations/20261127000400_concert_stage.sql): an admin with a second factor, or a signed-in,
 * non-anonymous holder of one of the concert's roles. Only a courtesy: Realtime and row-level security refuse
 * everyone else anyway, this says why in words.
 */
export type StageAccess = 'loading' | 'signedOut' | 'notYours' | 'needsSecondFactor' | 'granted';

export interface StageAccessInput {
  signedIn: boolean;
  anonymous: boolean;
  /** `app_metadata.role` is 'admin' (set by the service role only). */
  admin: boolean;
  /** The session's assurance level; undefined while it is being read. */
  aal: string | null | undefined;
  /** The person's roles for this concert (artist, host); undefined while they are being read. */
  roles: readonly string[] | undefined;
}

export function stageAccess({ signedIn, anonymous, admin, aal, roles }: StageAccessInput): StageAccess {
  if (!signedIn) return 'signedOut';
  if (anonymous) return 'notYours';
  if (roles === undefined) return 'loading';
  if (roles.length > 0) return 'granted';
  if (!admin) return 'notYours';
  if (aal === undefined) return 'loading';
  return aal === 'aal2' ? 'granted' : 'needsSecondFactor';
}
