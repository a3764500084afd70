import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import type { FailureNote } from './send-form';

/**
 * The small shared pieces around the fields of every form:
 *   <RequiredNote />                         explains the * marker (put it before the first field)
 *   <DraftRestoredNote show={draft.restored} />  'what you typed earlier is back'
 *   <SendFailedNote show={failed} />         the send-failure text (announce it too: announceSendFailed)
 *   <SubmitButton submitting={submitting}>Send</SubmitButton>  busy and 'Sending…' (or busyLabel) while in flight
 *   <SuccessPanel ref={…} title=… text=… />  focusable (tabIndex -1) thank-you shown instead of the form
 *   <FormSection legend=…>…</FormSection>      a fieldset with a visible legend, for forms in parts
 */
export function RequiredNote() {
  const { t } = useTranslation('forms');
  return <p className="text-base text-slate-700 dark:text-slate-300">{t('requiredNote')}</p>;
}

export function DraftRestoredNote({ show }: { show: boolean }) {
  const { t } = useTranslation('forms');
  if (!show) return null;
  return (
    <p className="rounded-xl border border-brand-300 bg-brand-50 p-4 text-base text-brand-950 dark:border-brand-400/50 dark:bg-slate-800 dark:text-brand-100">
      {t('draftRestored')}
    </p>
  );
}

/** `note`: what became of the send (send-form.ts's failureNote); the generic text by default. */
export function SendFailedNote({ show, note = 'sendFailed' }: { show: boolean; note?: FailureNote }) {
  const { t } = useTranslation('forms');
  if (!show) return null;
  return (
    <p className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-800 dark:border-red-400 dark:bg-slate-800 dark:text-red-200">
      {t(note)}
    </p>
  );
}

/**
 * A button while its request is on its way: marked busy with aria-disabled rather than `disabled`, so
 * keyboard focus stays on it (a disabled button drops it to the page); useSubmission ignores the presses.
 */
export const BUSY_BUTTON = 'aria-disabled:cursor-wait aria-disabled:opacity-70';

export function SubmitButton({ submitting, busyLabel, children, className }: { submitting: boolean; busyLabel?: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation('forms');
  return (
    <Button type="submit" aria-disabled={submitting || undefined} className={cn('w-full sm:w-auto', BUSY_BUTTON, className)}>
      {submitting ? (busyLabel ?? t('sending')) : children}
    </Button>
  );
}

export function SuccessPanel({ ref, title, text, children }: { ref?: Ref<HTMLDivElement>; title: string; text: string; children?: ReactNode }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="space-y-3 rounded-2xl border-2 border-emerald-700 bg-emerald-50 p-6 text-emerald-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-emerald-400 dark:bg-slate-900 dark:text-emerald-100"
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="text-lg">{text}</p>
      {children}
    </div>
  );
}

export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-300 p-5 sm:p-6 dark:border-slate-600">
      <legend className="px-2 text-xl font-bold text-slate-900 dark:text-white">{legend}</legend>
      {children}
    </fieldset>
  );
}
