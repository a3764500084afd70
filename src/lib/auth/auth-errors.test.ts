import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// The real error classes, so a renamed class or changed message in supabase-js fails here. Tests only:
// the site itself never imports supabase-js outside src/lib/supabase/client.ts (it loads lazily).
import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthInvalidCredentialsError,
  AuthInvalidJwtError,
  AuthInvalidTokenResponseError,
  AuthPKCECodeVerifierMissingError,
  AuthPKCEGrantCodeExchangeError,
  AuthRefreshDiscardedError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/auth.json';
import { AUTH_ERROR_CODES, AUTH_ERROR_KEYS } from './auth-error-codes';
import { authErrorKey, describeAuthError, isWorthRetrying, WEAK_PASSWORD_REASONS } from './auth-errors';

/** auth-js's `ErrorCode` union, read from the installed package (a type has no runtime list). */
function authJsErrorCodes(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@supabase/auth-js/package.json'));
  const source = readFileSync(join(root, 'dist/module/lib/error-codes.d.ts'), 'utf8');
  const union = source.match(/export type ErrorCode =([^;]+);/)?.[1] ?? '';
  return [...union.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]!);
}

describe('auth error codes', () => {
  it('gives every code in auth-js ErrorCode a message (or a deliberate group)', () => {
    const codes = authJsErrorCodes();
    expect(codes.length).toBeGreaterThan(80);
    expect(codes.filter((code) => !Object.hasOwn(AUTH_ERROR_CODES, code))).toEqual([]);
  });

  it('has an English text for every message and every weak-password reason', () => {
    const errors: Record<string, string> = english.errors;
    expect(AUTH_ERROR_KEYS.filter((key) => typeof errors[key] !== 'string')).toEqual([]);
    const reasons: Record<string, string> = english.weakPasswordReasons;
    expect(WEAK_PASSWORD_REASONS.filter((reason) => typeof reasons[reason] !== 'string')).toEqual([]);
  });

  it('maps the codes of the sign-in, registration and link screens to their own messages', () => {
    const expected: Record<string, string> = {
      invalid_credentials: 'invalidCredentials',
      email_not_confirmed: 'emailNotConfirmed',
      user_already_exists: 'userAlreadyExists',
      email_exists: 'userAlreadyExists',
      over_email_send_rate_limit: 'emailRateLimit',
      over_request_rate_limit: 'rateLimit',
      signup_disabled: 'signupDisabled',
      email_address_invalid: 'emailInvalid',
      email_provider_disabled: 'methodDisabled',
      same_password: 'samePassword',
      session_expired: 'sessionExpired',
      otp_expired: 'linkExpired',
      flow_state_not_found: 'linkExpired',
      bad_code_verifier: 'linkOtherBrowser',
      validation_failed: 'validationFailed',
    };
    for (const [code, key] of Object.entries(expected))
      expect(describeAuthError(new AuthApiError('server text', 400, code)).key, code).toBe(key);
  });
});

describe('describeAuthError', () => {
  it('puts field errors beside their field', () => {
    expect(describeAuthError(new AuthApiError('x', 422, 'user_already_exists'))).toEqual({ key: 'userAlreadyExists', field: 'email' });
    expect(describeAuthError(new AuthApiError('x', 400, 'email_address_invalid'))).toEqual({ key: 'emailInvalid', field: 'email' });
    expect(describeAuthError(new AuthApiError('x', 422, 'same_password'))).toEqual({ key: 'samePassword', field: 'password' });
    // Which of email or password was wrong is not disclosed: the message is about the form.
    expect(describeAuthError(new AuthApiError('x', 400, 'invalid_credentials'))).toEqual({ key: 'invalidCredentials' });
  });

  it('lists the reasons of a weak password', () => {
    expect(describeAuthError(new AuthWeakPasswordError('weak', 422, ['length', 'pwned']))).toEqual({
      key: 'weakPassword',
      field: 'password',
      reasons: ['length', 'pwned'],
    });
  });

  it('tells a network failure from a failing service', () => {
    expect(describeAuthError(new AuthRetryableFetchError('Failed to fetch', 0)).key).toBe('network');
    expect(describeAuthError(new AuthRetryableFetchError('Bad gateway', 502)).key).toBe('serviceUnavailable');
  });

  it('explains every URL-callback message of SPEC section 8', () => {
    const cases: Array<[Error, string]> = [
      [new AuthImplicitGrantRedirectError('No browser detected.'), 'noBrowser'],
      [new AuthImplicitGrantRedirectError('Error in URL with unspecified error_description', { error: 'unspecified_error', code: 'unspecified_code' }), 'linkError'],
      [new AuthPKCEGrantCodeExchangeError('Not a valid PKCE flow url.'), 'linkInvalid'],
      [new AuthImplicitGrantRedirectError('Not a valid implicit grant flow url.'), 'linkInvalid'],
      [new AuthPKCEGrantCodeExchangeError('No code detected.'), 'linkIncomplete'],
      [new AuthImplicitGrantRedirectError('No session defined in URL'), 'linkIncomplete'],
      [new AuthInvalidJwtError('Invalid JWT signature'), 'sessionExpired'],
    ];
    for (const [error, key] of cases) expect(describeAuthError(error).key, error.message).toBe(key);
  });

  it('reads the code and error a callback URL carried', () => {
    const expired = new AuthImplicitGrantRedirectError('Email link is invalid or has expired', { error: 'access_denied', code: 'otp_expired' });
    expect(describeAuthError(expired).key).toBe('linkExpired');
    const denied = new AuthImplicitGrantRedirectError('Denied', { error: 'access_denied', code: 'unspecified_code' });
    expect(describeAuthError(denied).key).toBe('accessDenied');
    const unknown = new AuthImplicitGrantRedirectError('Something', { error: 'weird', code: 'stranger' });
    expect(describeAuthError(unknown).key).toBe('linkError');
  });

  it('names the missing code verifier (link opened in another browser)', () => {
    expect(describeAuthError(new AuthPKCECodeVerifierMissingError()).key).toBe('linkOtherBrowser');
  });

  it('knows the remaining error classes', () => {
    expect(describeAuthError(new AuthSessionMissingError()).key).toBe('sessionMissing');
    expect(describeAuthError(new AuthInvalidTokenResponseError()).key).toBe('serviceUnavailable');
    expect(describeAuthError(new AuthInvalidCredentialsError('You must provide either an email or phone number and a password')).key).toBe('validationFailed');
    expect(describeAuthError(new AuthRefreshDiscardedError()).key).toBe('conflict');
    expect(describeAuthError(new AuthUnknownError('odd', new Error('x'))).key).toBe('unexpected');
  });

  it('falls back by status, then to a generic message', () => {
    expect(describeAuthError(new AuthApiError('slow down', 429, undefined)).key).toBe('rateLimit');
    expect(describeAuthError(new AuthApiError('a code from a newer server', 400, 'brand_new_code')).key).toBe('unexpected');
    expect(describeAuthError(new TypeError('boom')).key).toBe('unexpected');
    expect(describeAuthError('not even an error').key).toBe('unexpected');
    expect(describeAuthError(null).key).toBe('unexpected');
  });
});

// The security dashboard's cases (they were features/account/auth-error-key.test.ts before the two maps became one).
describe('authErrorKey on the security dashboard', () => {
  it('explains the MFA codes of the account service', () => {
    expect(authErrorKey({ code: 'mfa_verification_failed', status: 422 })).toBe('mfaCodeWrong');
    expect(authErrorKey({ code: 'mfa_challenge_expired', status: 422 })).toBe('mfaChallengeExpired');
    expect(authErrorKey({ code: 'mfa_factor_name_conflict', status: 422 })).toBe('mfaNameTaken');
    expect(authErrorKey({ code: 'too_many_enrolled_mfa_factors', status: 422 })).toBe('mfaTooManyFactors');
    expect(authErrorKey({ code: 'mfa_totp_enroll_not_enabled', status: 422 })).toBe('totpNotEnabled');
    expect(authErrorKey({ code: 'insufficient_aal', status: 403 })).toBe('secondFactorRequired');
    expect(authErrorKey({ code: 'mfa_factor_not_found', status: 404 })).toBe('mfaFactorGone');
  });

  it('tells a missing session, a rate limit, the network and the server apart', () => {
    expect(authErrorKey({ name: 'AuthSessionMissingError', status: 400 })).toBe('sessionMissing');
    expect(authErrorKey({ code: 'session_not_found', status: 404 })).toBe('sessionMissing');
    expect(authErrorKey({ code: 'refresh_token_not_found', status: 400 })).toBe('sessionExpired');
    expect(authErrorKey({ code: 'over_request_rate_limit', status: 429 })).toBe('rateLimit');
    expect(authErrorKey({ status: 429 })).toBe('rateLimit');
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 0 })).toBe('network');
    expect(authErrorKey({ name: 'AuthRetryableFetchError' })).toBe('network');
    expect(authErrorKey({ status: 0 })).toBe('network');
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 503 })).toBe('serviceUnavailable');
    expect(authErrorKey({ status: 500 })).toBe('serviceUnavailable');
  });

  it('falls back to a general message for anything else', () => {
    expect(authErrorKey({ code: 'something_new', status: 400 })).toBe('unexpected');
    expect(authErrorKey({})).toBe('unexpected');
  });
});

describe('isWorthRetrying', () => {
  it('retries the network and the server, never a refusal', () => {
    expect(isWorthRetrying({ status: 0 })).toBe(true);
    expect(isWorthRetrying({ status: 502 })).toBe(true);
    expect(isWorthRetrying({ code: 'insufficient_aal', status: 403 })).toBe(false);
    expect(isWorthRetrying(new AuthApiError('x', 400, 'invalid_credentials'))).toBe(false);
  });
});
