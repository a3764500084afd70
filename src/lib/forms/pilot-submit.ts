import { FORM_FORWARD_URL, HAS_BACKEND } from '@/lib/env';
import { FORM_SUBJECTS } from './form-subjects';
import { postByNavigation } from './post-by-navigation';
import { fieldErrors, pilotRequestSchema, type FieldError } from './schemas';
import { failureNote, sendForm, type FailureNote } from './send-form';

/**
 * Checks and sends the home pilot form (SPEC sections 5, 7 and 8). Loaded by the form when it is used,
 * not with the home page: it brings zod (and, on send with a backend, supabase-js).
 * - With a backend: a row in `pilot_requests`; resolves 'stored', or 'failed' with the note to show.
 * - Without: SPEC section 7's full-navigation post to the form-forwarding service, with `_subject`,
 *   `_captcha` and `_next` (the page to come back to); resolves 'posted' as the page starts to leave.
 */
export type PilotOutcome =
  | { kind: 'invalid'; errors: Partial<Record<string, FieldError>> }
  | { kind: 'stored' }
  | { kind: 'posted' }
  | { kind: 'failed'; note: FailureNote };

export const PILOT_SUBJECT = FORM_SUBJECTS.pilot;

export async function submitPilot(values: Record<string, string>, pageUrl: string): Promise<PilotOutcome> {
  const parsed = pilotRequestSchema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) };
  const row = parsed.data;
  if (HAS_BACKEND) {
    return sendForm({ table: 'pilot_requests', row, subject: PILOT_SUBJECT }).then(
      (): PilotOutcome => ({ kind: 'stored' }),
      (error: unknown): PilotOutcome => ({ kind: 'failed', note: failureNote(error) }),
    );
  }
  postByNavigation(FORM_FORWARD_URL, {
    facility: row.facility,
    name: row.name,
    email: row.email,
    _subject: PILOT_SUBJECT,
    _captcha: 'false',
    _next: pageUrl,
  });
  return { kind: 'posted' };
}
