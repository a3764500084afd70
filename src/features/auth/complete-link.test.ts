import { describe, expect, it, vi } from 'vitest';
import { completeLink, withoutLinkParameters } from './complete-link';

/** Only the four auth calls completeLink makes; each test sets what they answer. */
function fakeAuth(overrides: Partial<Record<'initialize' | 'verifyOtp' | 'exchangeCodeForSession' | 'getSession', unknown>> = {}) {
  return {
    initialize: vi.fn(async () => ({ error: null })),
    verifyOtp: vi.fn(async () => ({ data: { session: {}, user: {} }, error: null })),
    exchangeCodeForSession: vi.fn(async () => ({ data: { session: {}, user: {}, redirectType: null }, error: null })),
    getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
    ...overrides,
  };
}
type Auth = Parameters<typeof completeLink>[0];
const url = (address: string) => new URL(address, 'https://tutti.example');

describe('completeLink', () => {
  it('returns the error supabase-js found in the URL while starting', async () => {
    const urlError = new Error('Email link is invalid or has expired');
    const auth = fakeAuth({ initialize: vi.fn(async () => ({ error: urlError })) });
    const outcome = await completeLink(auth as unknown as Auth, url('/verify-email?error=access_denied&error_code=otp_expired'), () => '');
    expect(outcome).toEqual({ kind: 'failed', error: urlError });
    expect(auth.verifyOtp).not.toHaveBeenCalled();
  });

  it('verifies a token_hash link with its type', async () => {
    const auth = fakeAuth();
    const outcome = await completeLink(auth as unknown as Auth, url('/verify-email?token_hash=h1&type=signup'), () => '?token_hash=h1&type=signup');
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'h1', type: 'signup' });
    expect(outcome).toEqual({ kind: 'signedIn', recovery: false });
  });

  it('treats an unknown type as a plain email link and recognises a reset link', async () => {
    const auth = fakeAuth();
    await completeLink(auth as unknown as Auth, url('/verify-email?token_hash=h1&type=bogus'), () => '');
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'h1', type: 'email' });
    const reset = await completeLink(auth as unknown as Auth, url('/verify-email?token_hash=h2&type=recovery'), () => '');
    expect(reset).toEqual({ kind: 'signedIn', recovery: true });
  });

  it('passes on a failed verification', async () => {
    const error = new Error('expired');
    const auth = fakeAuth({ verifyOtp: vi.fn(async () => ({ data: { session: null, user: null }, error })) });
    expect(await completeLink(auth as unknown as Auth, url('/verify-email?token_hash=h1&type=email'), () => '')).toEqual({ kind: 'failed', error });
  });

  it('asks supabase-js to exchange a code it left in the URL (no verifier here) and reports why it failed', async () => {
    const error = new Error('PKCE code verifier not found in storage.');
    const auth = fakeAuth({ exchangeCodeForSession: vi.fn(async () => ({ data: { session: null, user: null, redirectType: null }, error })) });
    const outcome = await completeLink(auth as unknown as Auth, url('/verify-email?code=c1'), () => '?code=c1');
    expect(auth.exchangeCodeForSession).toHaveBeenCalledWith('c1');
    expect(outcome).toEqual({ kind: 'failed', error });
  });

  it('does not exchange a code twice: supabase-js used it already when starting', async () => {
    const auth = fakeAuth({ getSession: vi.fn(async () => ({ data: { session: { access_token: 'a' } }, error: null })) });
    const outcome = await completeLink(auth as unknown as Auth, url('/verify-email?code=c1'), () => '');
    expect(auth.exchangeCodeForSession).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'signedIn', recovery: false });
  });

  it('finds nothing to do without a link', async () => {
    const auth = fakeAuth();
    expect(await completeLink(auth as unknown as Auth, url('/verify-email'), () => '')).toEqual({ kind: 'none' });
  });
});

describe('withoutLinkParameters', () => {
  it('drops the one-time parameters and keeps the rest', () => {
    expect(withoutLinkParameters(url('/verify-email?token_hash=h&type=signup&lang=nl'))).toBe('/verify-email?lang=nl');
    expect(withoutLinkParameters(url('/auth?mode=update-password&code=c'))).toBe('/auth?mode=update-password');
  });
});
