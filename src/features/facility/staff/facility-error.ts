/**
 * What a facility function's refusal means, as a stable name the screen translates. The database raises its
 * refusals with a fixed message (supabase/README.md, 'Care facilities'); anything else is a network or service
 * failure the person can only retry.
 */
const KNOWN = [
  'sign_in_first',
  'not_manager',
  'not_member',
  'facility_suspended',
  'already_member',
  'invitation_limit',
  'unknown_invitation',
  'wrong_email',
  'invitation_used',
  'invitation_expired',
  'unknown_member',
  'last_manager',
] as const;

export type FacilityProblem = (typeof KNOWN)[number] | 'invalid_email' | 'unavailable';

interface PostgrestLike {
  code?: unknown;
  message?: unknown;
}

const isKnown = (message: unknown): message is (typeof KNOWN)[number] => KNOWN.some((known) => known === message);

export function facilityProblem(error: unknown): FacilityProblem {
  if (typeof error !== 'object' || error === null) return 'unavailable';
  const { code, message } = error as PostgrestLike;
  if (isKnown(message)) return message;
  // The e-mail rule is a check constraint: PostgreSQL's check_violation.
  if (code === '23514') return 'invalid_email';
  return 'unavailable';
}

/** An error carrying the database's answer, thrown by the operations so queries and mutations can reject. */
export class FacilityError extends Error {
  readonly problem: FacilityProblem;
  constructor(cause: unknown) {
    const problem = facilityProblem(cause);
    super(problem, { cause });
    this.name = 'FacilityError';
    this.problem = problem;
  }
}

export const problemOf = (error: unknown): FacilityProblem => (error instanceof FacilityError ? error.problem : facilityProblem(error));
