import { AUTH_ERROR_CODES, type AuthErrorKey } from './auth-error-codes';

/**
 * The one map from the auth service's errors to what a person reads, for the sign-in screens, the security
 * dashboard and the admin gate. The raw English message of the service is never shown: every language
 * reads the same explanation.
 */
export type { AuthErrorKey };

/** The weak-password reasons the auth service gives (auth-js `WeakPasswordReasons`). */
export const WEAK_PASSWORD_REASONS = ['length', 'characters', 'pwned'] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

/** What went wrong, as the screen needs it: which message, next to which field, and why. */
export interface AuthProblem {
  key: AuthErrorKey;
  /** The field the message belongs beside; otherwise it is about the whole form. */
  field?: 'email' | 'password';
  /** For a weak password: each rule it broke. */
  reasons?: WeakPasswordReason[];
}

const FIELD_OF: Partial<Record<AuthErrorKey, AuthProblem['field']>> = {
  emailInvalid: 'email',
  emailNotAuthorized: 'email',
  userAlreadyExists: 'email',
  weakPassword: 'password',
  samePassword: 'password',
};

/**
 * auth-js's error classes by name, for errors that carry no code. Matching by `name` (not
 * `instanceof`) keeps supabase-js itself out of this module's imports: it loads lazily.
 */
const BY_CLASS: Record<string, AuthErrorKey> = {
  AuthSessionMissingError: 'sessionMissing',
  AuthInvalidTokenResponseError: 'serviceUnavailable',
  AuthInvalidCredentialsError: 'validationFailed',
  AuthPKCECodeVerifierMissingError: 'linkOtherBrowser',
  AuthRefreshDiscardedError: 'conflict',
  AuthWeakPasswordError: 'weakPassword',
  AuthInvalidJwtError: 'sessionExpired',
  AuthUnknownError: 'unexpected',
};

/** The messages supabase-js gives its URL-callback errors (SPEC section 8), each with its meaning. */
const BY_MESSAGE: Record<string, AuthErrorKey> = {
  'No browser detected.': 'noBrowser',
  'Error in URL with unspecified error_description': 'linkError',
  'Not a valid PKCE flow url.': 'linkInvalid',
  'Not a valid implicit grant flow url.': 'linkInvalid',
  'No code detected.': 'linkIncomplete',
  'No session defined in URL': 'linkIncomplete',
  'Invalid JWT signature': 'sessionExpired',
};

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
  reasons?: unknown;
  details?: { error?: unknown; code?: unknown } | null;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const codeKey = (code: unknown) => {
  const text = asString(code);
  return text !== undefined && Object.hasOwn(AUTH_ERROR_CODES, text) ? AUTH_ERROR_CODES[text] : undefined;
};

function keyOf(error: ErrorLike): AuthErrorKey {
  const name = asString(error.name);
  // A callback URL's own error (`error_code`, then `error`) says more than the class that carries it.
  const fromUrl = codeKey(error.details?.code) ?? codeKey(error.details?.error);
  const byCode = codeKey(error.code) ?? fromUrl;
  if (byCode) return byCode;
  // supabase-js reports a failed fetch (offline, blocked) as a retryable error with status 0 (or none).
  if (error.status === 0 || (name === 'AuthRetryableFetchError' && error.status === undefined)) return 'network';
  if (name === 'AuthRetryableFetchError') return 'serviceUnavailable';
  if (name === 'AuthImplicitGrantRedirectError' || name === 'AuthPKCEGrantCodeExchangeError')
    return BY_MESSAGE[asString(error.message) ?? ''] ?? (error.details ? 'linkError' : 'linkInvalid');
  if (name !== undefined && Object.hasOwn(BY_CLASS, name)) return BY_CLASS[name]!;
  if (error.status === 429) return 'rateLimit';
  if (typeof error.status === 'number' && error.status >= 500) return 'serviceUnavailable';
  return 'unexpected';
}

function reasonsOf(error: ErrorLike): WeakPasswordReason[] {
  if (!Array.isArray(error.reasons)) return [];
  return error.reasons.filter((r): r is WeakPasswordReason => (WEAK_PASSWORD_REASONS as readonly unknown[]).includes(r));
}

const asErrorLike = (error: unknown): ErrorLike => (typeof error === 'object' && error !== null ? (error as ErrorLike) : {});

/** Which message (`auth:errors.<key>`) explains an error supabase-js returned or threw. */
export const authErrorKey = (error: unknown): AuthErrorKey => keyOf(asErrorLike(error));

/** Only a failure that may pass on its own (the network, the service) is worth one more try; a refusal stays one. */
export function isWorthRetrying(error: unknown): boolean {
  const key = authErrorKey(error);
  return key === 'network' || key === 'serviceUnavailable';
}

/** Turns any error supabase-js returns (or throws) on the account screens into a translatable problem. */
export function describeAuthError(error: unknown): AuthProblem {
  const candidate = asErrorLike(error);
  const key = keyOf(candidate);
  const problem: AuthProblem = { key };
  const field = FIELD_OF[key];
  if (field) problem.field = field;
  if (key === 'weakPassword') problem.reasons = reasonsOf(candidate);
  return problem;
}
