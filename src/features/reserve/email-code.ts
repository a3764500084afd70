import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';

/**
 * The one-time code that proves a visitor's address (Supabase Auth's e-mail OTP): sent with `signInWithOtp`
 * (making the account when it is new), checked with `verifyOtp`, which signs the visitor in with that address.
 */

/** The auth service sends one e-mail per address a minute (its default): the 'new code' button waits as long. */
export const RESEND_COOLDOWN_MS = 60_000;

/** The parts of an auth-js error that matter here. */
export interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number | null;
}

export type SendCodeOutcome = { status: 'sent' } | { status: 'tooSoon' } | { status: 'timeout' } | { status: 'failed' };
export type VerifyCodeOutcome = { status: 'verified' } | { status: 'wrongCode' } | { status: 'tooManyTries' } | { status: 'timeout' } | { status: 'failed' };

const RATE_LIMITED = new Set(['over_email_send_rate_limit', 'over_request_rate_limit']);

const otherFailure = (error: AuthErrorLike) => (isRequestTimeout(error) ? { status: 'timeout' as const } : { status: 'failed' as const });

/** Reads `signInWithOtp`'s error: none is 'sent'; the service's rate limits are 'tooSoon'. */
export function sendCodeOutcome(error: AuthErrorLike | null): SendCodeOutcome {
  if (!error) return { status: 'sent' };
  if (error.code && RATE_LIMITED.has(error.code)) return { status: 'tooSoon' };
  return otherFailure(error);
}

/**
 * Reads `verifyOtp`'s error. The service answers a mistyped and an expired code alike (403 `otp_expired`): both
 * are 'wrongCode', which a new code fixes.
 */
export function verifyCodeOutcome(error: AuthErrorLike | null): VerifyCodeOutcome {
  if (!error) return { status: 'verified' };
  if (error.code === 'otp_expired' || error.code === 'validation_failed') return { status: 'wrongCode' };
  if (error.code && RATE_LIMITED.has(error.code)) return { status: 'tooManyTries' };
  return otherFailure(error);
}

export async function sendCode(client: TuttiClient, email: string): Promise<SendCodeOutcome> {
  try {
    const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: true } });
    return sendCodeOutcome(error);
  } catch (error) {
    return otherFailure(error as AuthErrorLike);
  }
}

/** Six digits as typed, spaces and all: the service wants the digits only. */
export const codeDigits = (typed: string) => typed.replace(/\s+/g, '');

export async function verifyCode(client: TuttiClient, email: string, typed: string): Promise<VerifyCodeOutcome> {
  try {
    const { error } = await client.auth.verifyOtp({ email, token: codeDigits(typed), type: 'email' });
    return verifyCodeOutcome(error);
  } catch (error) {
    return otherFailure(error as AuthErrorLike);
  }
}
