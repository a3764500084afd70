/**
 * Which translated message (account:errors.<key>) explains an error of the account service. supabase-js
 * returns AuthError objects with the service's `code` and HTTP `status`; the raw English message is
 * never shown, so a person reads the same explanation in every language.
 */
export const AUTH_ERROR_KEYS = [
  'wrongCode',
  'challengeExpired',
  'nameTaken',
  'tooManyFactors',
  'totpDisabled',
  'factorGone',
  'needsSecondFactor',
  'sessionEnded',
  'rateLimited',
  'network',
  'server',
  'generic',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

export interface AuthErrorLike {
  name?: string;
  code?: string;
  status?: number;
}

const BY_CODE: Record<string, AuthErrorKey> = {
  mfa_verification_failed: 'wrongCode',
  mfa_verification_rejected: 'wrongCode',
  mfa_challenge_expired: 'challengeExpired',
  mfa_factor_name_conflict: 'nameTaken',
  too_many_enrolled_mfa_factors: 'tooManyFactors',
  mfa_totp_enroll_not_enabled: 'totpDisabled',
  mfa_totp_verify_not_enabled: 'totpDisabled',
  mfa_factor_not_found: 'factorGone',
  insufficient_aal: 'needsSecondFactor',
  session_not_found: 'sessionEnded',
  session_expired: 'sessionEnded',
  refresh_token_not_found: 'sessionEnded',
  over_request_rate_limit: 'rateLimited',
};

export function authErrorKey(error: AuthErrorLike): AuthErrorKey {
  const byCode = error.code === undefined ? undefined : BY_CODE[error.code];
  if (byCode !== undefined) return byCode;
  if (error.name === 'AuthSessionMissingError') return 'sessionEnded';
  if (error.status === 429) return 'rateLimited';
  // supabase-js reports a failed fetch (offline, blocked) as a retryable error with status 0.
  if (error.status === 0 || (error.name === 'AuthRetryableFetchError' && error.status === undefined)) return 'network';
  if (error.status !== undefined && error.status >= 500) return 'server';
  return 'generic';
}

/** Only a failure that may pass on its own is worth one more try; a refusal stays a refusal. */
export function isWorthRetrying(error: AuthErrorLike): boolean {
  const key = authErrorKey(error);
  return key === 'network' || key === 'server';
}
