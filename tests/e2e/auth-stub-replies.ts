import type { StubReply } from './supabase-stub';

/**
 * Replies of the auth service (GoTrue) as supabase-js asks for them: supabase-js sends the
 * `X-Supabase-Api-Version: 2024-01-01` header, and the service answers errors in that version's
 * shape, `{ code, message }`, echoing the header (auth-js fetch.ts reads `code` only when it does).
 */
export const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): StubReply {
  return { status, headers: API_VERSION, json: { code, message, ...extra } };
}

/** A person who signed up and still has to confirm the address (signUp without a session). */
export function unconfirmedUser(email: string, displayName: string) {
  const id = '0b8d6c1e-7f2a-4c3b-9d4e-5f6a7b8c9d0e';
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: null,
    confirmation_sent_at: '2026-11-22T09:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { display_name: displayName },
    identities: [{ identity_id: '1c2d3e4f-0000-4000-8000-000000000003', id, user_id: id, provider: 'email', identity_data: { email, sub: id }, email }],
    created_at: '2026-11-22T09:00:00Z',
    updated_at: '2026-11-22T09:00:00Z',
  };
}

/** What supabase-js keeps for a PKCE link started in this browser (`<verifier>` or `<verifier>/recovery`). */
export const CODE_VERIFIER_KEY = 'sb-db-auth-token-code-verifier';
