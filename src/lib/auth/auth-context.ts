import { createContext, useContext } from 'react';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { TuttiClient } from '@/lib/supabase/client';

export interface AuthState {
  /** False when this deployment has no backend: account screens say so instead of failing. */
  configured: boolean;
  /** True until the first session result arrives (SPEC section 4). */
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** The Supabase client, once loaded (null while loading and when not configured). */
  client: TuttiClient | null;
  /**
   * The last event supabase-js reported. PASSWORD_RECOVERY means the person arrived through a
   * password-reset link and should be offered a new password.
   */
  event?: AuthChangeEvent;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

/** The signed-in person and the client, from the nearest AuthProvider. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (state === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

/**
 * Deprecated (SPEC section 6): a role checked in the browser proves nothing, since the person controls
 * the browser. Always false; the database's row-level security is what grants access.
 */
export function hasRole(_role: string): boolean {
  console.warn('hasRole is deprecated: client-side role checks always return false. Use server-side validation (row-level security) instead.');
  return false;
}
