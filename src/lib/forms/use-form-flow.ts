import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { announce } from '@/ui/announcer';
import { isHoneypotFilled } from './honeypot';
import { fieldErrors as toFieldErrors } from './schemas';
import { failureNote, type FailureNote } from './send-form';
import { useFieldErrors } from './use-field-errors';
import { useFormDraft, type DraftValues } from './use-form-draft';
import { useSubmission } from './use-submission';

/**
 * The whole life of a form, shared by /booking, /contact and /waitlist (and usable by any other):
 * the draft (kept in the session until success), validation with the zod schema (errors per field,
 * focus on the first, count announced), the honeypot (filled: pretend success, send nothing), one send
 * at a time, and the outcome: 'sent' (show a thank-you, focused and announced) or 'failed' (the
 * send-failure note, announced; every value stays).
 *
 *   const flow = useFormFlow({ key: 'contact', empty: EMPTY, schema: contactMessageSchema,
 *     send: (row) => sendForm({ table: 'contact_messages', row, subject: FORM_SUBJECTS.contact }),
 *     sentMessage: t('success.text') });
 *   <form noValidate onSubmit={flow.onSubmit}> <TextField {...flow.bind('name')} label=… /> …
 *   flow.status === 'sent' ? <SuccessPanel ref={flow.successRef} … /> : <form …>
 *
 * It loads zod (through the schemas): meant for pages loaded on their own, not for the home page's first
 * download (the home pilot form loads its schema on send instead).
 */
export type FlowStatus = 'editing' | 'failed' | 'sent';

interface FlowOptions<V extends DraftValues, S extends z.ZodType> {
  key: string;
  empty: V;
  schema: S;
  send: (data: z.output<S>) => Promise<void>;
  /** Announced when the send succeeded. */
  sentMessage: string;
}

export function useFormFlow<V extends DraftValues, S extends z.ZodType>({ key, empty, schema, send, sentMessage }: FlowOptions<V, S>) {
  const { t } = useTranslation('forms');
  const draft = useFormDraft(key, empty);
  const { submitting, run } = useSubmission();
  const { errors, show, clearField, clearAll } = useFieldErrors();
  const [status, setStatus] = useState<FlowStatus>('editing');
  const [failure, setFailure] = useState<FailureNote>('sendFailed');
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The form the person was in is gone: move focus to what replaced it.
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const succeed = useCallback(() => {
    draft.clear();
    clearAll();
    setStatus('sent');
    announce(sentMessage);
  }, [draft, clearAll, sentMessage]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      setStatus('editing');
      if (isHoneypotFilled(form)) return succeed();
      const parsed = schema.safeParse(draft.values);
      if (!parsed.success) return show(form, toFieldErrors(parsed.error));
      clearAll();
      try {
        await send(parsed.data);
        succeed();
      } catch (error) {
        const note = failureNote(error);
        setFailure(note);
        setStatus('failed');
        announce(t(note), { politeness: 'assertive' });
      }
    });
  };

  const bind = (name: keyof V & string) => ({
    name,
    value: draft.values[name] ?? '',
    error: errors[name],
    onValueChange: (value: string) => {
      clearField(name);
      draft.setValue(name, value);
    },
  });

  return { values: draft.values, restored: draft.restored, errors, status, failure, submitting, onSubmit, bind, successRef, startOver: () => setStatus('editing') };
}
