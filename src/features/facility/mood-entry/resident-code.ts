import { z } from 'zod';

/** The database's rule for a resident's label (mood_answers.resident): a code such as 'R-17' or '3', never a name. */
export const RESIDENT_CODE = /^([A-Za-z]{1,3}-?)?[0-9]{1,4}$/;

export type CodeProblem = 'missing' | 'invalid';

const problem = (code: CodeProblem) => ({ message: code });

// In capitals: the report pairs a 'before' with its 'after' by the exact label, so 'r-17' and 'R-17' must be one.
export const residentCodeSchema = z
  .string()
  .trim()
  .min(1, problem('missing'))
  .regex(RESIDENT_CODE, problem('invalid'))
  .transform((code) => code.toUpperCase());

/** The code to send, or why what was typed is not one. */
export function readResidentCode(typed: string): { code: string } | { problem: CodeProblem } {
  const parsed = residentCodeSchema.safeParse(typed);
  if (parsed.success) return { code: parsed.data };
  return { problem: parsed.error.issues[0]?.message === 'missing' ? 'missing' : 'invalid' };
}
