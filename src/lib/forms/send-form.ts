import { FORM_FORWARD_URL } from '@/lib/env';
import { loadSupabase } from '@/lib/supabase/client';
import type { TablesInsert } from '@/lib/supabase/database.types';
import { isRequestTimeout, timedFetch } from '@/lib/timed-fetch';

/**
 * Sends one form: into its Supabase table when this deployment has a backend, otherwise by email through
 * the form-forwarding service (FormSubmit), so a fresh deployment still receives every form.
 *
 *   await sendForm({ table: 'contact_messages', row, subject: FORM_SUBJECTS.contact });
 *   // throws SendFormError on any failure; resolves once the backend or the service has accepted it
 *
 * supabase-js is loaded here, on send, never with the page. The insert never asks for the row back
 * (no `.select()`): visitors may insert but not read, so PostgREST would refuse a `return=representation`.
 */
export type FormTable = 'pilot_requests' | 'contact_messages' | 'bookings' | 'waitlist_signups';

export type SendFailure = 'network' | 'rejected' | 'timeout' | 'rateLimited' | 'concertNotBookable';

/**
 * Why a send failed: the service could not be reached, it refused (status), it did not answer in time,
 * the database's limit on sends per address and hour was reached, or a booking named a concert that can no
 * longer be booked (started, unpublished, unknown: supabase/migrations).
 */
export class SendFormError extends Error {
  override readonly name = 'SendFormError';
  constructor(
    readonly reason: SendFailure,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`form not sent: ${reason}${status === undefined ? '' : ` (${status})`}`, options);
  }
}

export interface SendFormInput<T extends FormTable> {
  table: T;
  /** The row as the table takes it (the zod schema's output). */
  row: TablesInsert<T>;
  /** Subject of the forwarded email (FORM_SUBJECTS). */
  subject: string;
  /** What the forwarded email lists; by default the row's non-empty columns. */
  fields?: Record<string, string>;
}

export async function sendForm<T extends FormTable>({ table, row, subject, fields }: SendFormInput<T>): Promise<void> {
  const client = await loadSupabase().catch((cause: unknown) => {
    throw new SendFormError('network', undefined, { cause });
  });
  if (!client) return forwardForm({ subject, fields: fields ?? rowFields(row) });
  // The table union makes supabase-js's overloads unresolvable; each row is typed by its table above.
  const insert = client.from(table as 'contact_messages').insert(row as TablesInsert<'contact_messages'>);
  // The client's fetch gives up after REQUEST_TIMEOUT_MS (lib/supabase/client.ts).
  const { error, status } = await insert.then(
    (result) => result,
    (cause: unknown) => {
      throw new SendFormError('network', undefined, { cause });
    },
  );
  if (!error) return;
  throw new SendFormError(insertFailure(error, status), status === 0 ? undefined : status, { cause: error });
}

/** The `forms` text that tells the person what became of a failed send (what they typed is kept in each). */
export type FailureNote = 'sendFailed' | 'sendTimeout' | 'rateLimited' | 'concertNotBookable';

const NOTES: Record<SendFailure, FailureNote> = {
  network: 'sendFailed',
  rejected: 'sendFailed',
  timeout: 'sendTimeout',
  rateLimited: 'rateLimited',
  concertNotBookable: 'concertNotBookable',
};

export function failureNote(error: unknown): FailureNote {
  return error instanceof SendFormError ? NOTES[error.reason] : 'sendFailed';
}

/** The SQL errors the triggers raise (supabase/migrations), as PostgREST passes them on. */
const raised = (error: { code?: string | null; message?: string | null }, message: string) => error.code === 'P0001' && error.message === message;

function insertFailure(error: { code?: string | null; message: string }, status: number): SendFailure {
  if (status === 0) return isRequestTimeout(error) ? 'timeout' : 'network';
  if (raised(error, 'rate_limited')) return 'rateLimited';
  return raised(error, 'concert_not_bookable') ? 'concertNotBookable' : 'rejected';
}

/** The row's filled columns as text, for the forwarded email. */
export function rowFields(row: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(row)) {
    if (value !== null && value !== undefined && value !== '') out[name] = String(value);
  }
  return out;
}

/** FormSubmit's JSON endpoint for the configured address: https://formsubmit.co/<mailbox> → …/ajax/<mailbox>. */
export function forwardAjaxUrl(base: string = FORM_FORWARD_URL): string {
  const url = new URL(base);
  if (!url.pathname.startsWith('/ajax/')) url.pathname = `/ajax${url.pathname}`;
  return url.toString();
}

/**
 * Posts the fields to the form-forwarding service as JSON and reads its answer: FormSubmit replies
 * `{"success": "true", ...}` (sometimes a boolean) when it accepted the form. Used by sendForm without a
 * backend, and usable alone by forms that have no table of their own.
 */
export async function forwardForm({ subject, fields }: { subject: string; fields: Record<string, string> }): Promise<void> {
  let response: Response;
  try {
    response = await timedFetch()(forwardAjaxUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...fields, _subject: subject, _captcha: 'false', _template: 'table' }),
    });
  } catch (cause) {
    throw new SendFormError(isRequestTimeout(cause) ? 'timeout' : 'network', undefined, { cause });
  }
  // The deadline runs on through the body: a stalled answer is a timeout, a connection lost while reading it a
  // network failure, and only an answer that is not JSON a refusal.
  const answer: unknown = await response.json().catch((cause: unknown) => {
    if (cause instanceof SyntaxError) return undefined;
    throw new SendFormError(isRequestTimeout(cause) ? 'timeout' : 'network', undefined, { cause });
  });
  const success = typeof answer === 'object' && answer !== null ? (answer as { success?: unknown }).success : undefined;
  if (!response.ok || (success !== true && success !== 'true')) throw new SendFormError('rejected', response.status);
}
