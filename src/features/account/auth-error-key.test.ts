import { describe, expect, it } from 'vitest';
import { authErrorKey, isWorthRetrying } from './auth-error-key';

describe('authErrorKey', () => {
  it('explains the MFA codes of the account service', () => {
    expect(authErrorKey({ code: 'mfa_verification_failed', status: 422 })).toBe('wrongCode');
    expect(authErrorKey({ code: 'mfa_challenge_expired', status: 422 })).toBe('challengeExpired');
    expect(authErrorKey({ code: 'mfa_factor_name_conflict', status: 422 })).toBe('nameTaken');
    expect(authErrorKey({ code: 'too_many_enrolled_mfa_factors', status: 422 })).toBe('tooManyFactors');
    expect(authErrorKey({ code: 'insufficient_aal', status: 403 })).toBe('needsSecondFactor');
    expect(authErrorKey({ code: 'mfa_factor_not_found', status: 404 })).toBe('factorGone');
  });

  it('tells a missing session, a rate limit, the network and the server apart', () => {
    expect(authErrorKey({ name: 'AuthSessionMissingError', status: 400 })).toBe('sessionEnded');
    expect(authErrorKey({ code: 'over_request_rate_limit', status: 429 })).toBe('rateLimited');
    expect(authErrorKey({ status: 429 })).toBe('rateLimited');
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 0 })).toBe('network');
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 503 })).toBe('server');
  });

  it('falls back to a general message for anything else', () => {
    expect(authErrorKey({ code: 'something_new', status: 400 })).toBe('generic');
    expect(authErrorKey({})).toBe('generic');
  });
});

describe('isWorthRetrying', () => {
  it('retries the network and the server, never a refusal', () => {
    expect(isWorthRetrying({ status: 0 })).toBe(true);
    expect(isWorthRetrying({ status: 502 })).toBe(true);
    expect(isWorthRetrying({ code: 'insufficient_aal', status: 403 })).toBe(false);
  });
});
