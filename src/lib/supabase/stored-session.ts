import { readStored } from '@/lib/safe-storage';

/**
 * supabase-js keeps the session in localStorage under `sb-<first label of the host>-auth-token` (SupabaseClient's
 * defaultStorageKey). The page's inline start script looks for any such key (scripts/early-settings.ts).
 */
export const SESSION_KEY = { prefix: 'sb-', suffix: '-auth-token' } as const;

/**
 * Whether supabase-js keeps a session in this browser, read without loading supabase-js. A public page can then
 * wait for the person's account instead of first showing what a visitor sees.
 */
export function hasStoredSession(url: string | undefined): boolean {
  if (url === undefined) return false;
  return readStored(`${SESSION_KEY.prefix}${new URL(url).hostname.split('.')[0]}${SESSION_KEY.suffix}`) !== null;
}
