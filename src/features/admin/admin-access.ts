import type { Session } from '@supabase/supabase-js';
import { useAssurance } from '@/lib/auth/get-assurance';
import type { TuttiClient } from '@/lib/supabase/client';

/**
 * What the admin page shows the person in front of it. This check is only a courtesy: the database's
 * row-level security (is_admin(): app_metadata.role 'admin' and aal 'aal2') refuses the rows anyway.
 */
export type AdminAccess = 'noBackend' | 'loading' | 'signedOut' | 'notAdmin' | 'needsSecondFactor' | 'granted';

export interface AdminAccessInput {
  configured: boolean;
  loading: boolean;
  signedIn: boolean;
  /** `app_metadata` of the user: set by the service role only, unlike `user_metadata`. */
  appMetadata: Record<string, unknown> | undefined;
  /** The session's assurance level; undefined while it is being read. */
  aal: string | null | undefined;
}

export function adminAccess({ configured, loading, signedIn, appMetadata, aal }: AdminAccessInput): AdminAccess {
  if (!configured) return 'noBackend';
  if (loading) return 'loading';
  if (!signedIn) return 'signedOut';
  if (appMetadata?.['role'] !== 'admin') return 'notAdmin';
  if (aal === undefined) return 'loading';
  return aal === 'aal2' ? 'granted' : 'needsSecondFactor';
}

/**
 * The gate for a signed-in person: their role, and their session's level from the one assurance query
 * (src/lib/auth, shared with the security dashboard). A level that cannot be read counts as the lower
 * one: the page then asks for the second factor.
 */
export function useSignedInAdminAccess(client: TuttiClient, session: Session): AdminAccess {
  const assurance = useAssurance(client, session);
  return adminAccess({
    configured: true,
    loading: false,
    signedIn: true,
    appMetadata: session.user.app_metadata,
    aal: assurance.isError ? null : assurance.data?.current,
  });
}
