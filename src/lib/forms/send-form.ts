import { FORM_FORWARD_URL } from '@/lib/env';
import { loadSupabase } from '@/lib/supabase/client';
import type { TablesInsert } from '@/lib/supabase/database.types';

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

export type SendFailure = 'network' | 'rejected' | 'timeout';

/** Why a send failed: the service could not be reached, it refused (status), or it did not answer in time. */
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

/** A send that hangs must not leave the form 'Sending…' for ever. */
export const SEND_TIMEOUT_MS = 20_000;

export async function sendForm<T extends FormTable>({ table, row, subject, fields }: SendFormInput<T>): Promise<void> {
  const client = await loadSupabase().catch((cause: unknown) => {
    throw new SendFormError('network', undefined, { cause });
  });
  if (!client) return forwardForm({ subject, fields: fields ?? rowFields(row) });
  // The table union makes supabase-js's overloads unresolvable; each row is typed by its table above.
  const insert = client.from(table as 'contact_messages').insert(row as TablesInsert<'contact_messages'>);
  const { error, status } = await insert.abortSignal(AbortSignal.timeout(SEND_TIMEOUT_MS)).then(
    (result) => result,
    (cause: unknown) => {
      throw new SendFormError('network', undefined, { cause });
    },
  );
  if (!error) return;
  if (status === 0) throw new SendFormError(error.message.includes('Timeout') ? 'timeout' : 'network', undefined, { cause: error });
  throw new SendFormError('rejected', status, { cause: error });
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
    response = await fetch(forwardAjaxUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...fields, _subject: subject, _captcha: 'false', _template: 'table' }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new SendFormError(timedOut ? 'timeout' : 'network', undefined, { cause });
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const success = typeof answer === 'object' && answer !== null ? (answer as { success?: unknown }).success : undefined;
  if (!response.ok || (success !== true && success !== 'true')) throw new SendFormError('rejected', response.status);
}
