import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { fieldErrors as zodFieldErrors } from '@/lib/forms/schemas';
import { focusFirstInvalid, useFieldErrors } from '@/lib/forms/use-field-errors';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSubmission } from '@/lib/forms/use-submission';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { myFacilitiesKey } from '../current';
import { browserCountry, browserTimeZone } from './facility-places';
import { registerFacility, type RegistrationField, type RegistrationOutcome } from './register-facility';
import { facilityRegistrationSchema } from './registration-schema';

/** What the form holds: strings, as typed (kept in this tab's storage until the facility is registered). */
export const EMPTY_REGISTRATION = {
  name: '', kind: '', address: '', country: '', time_zone: '', residents: '', headsets: '', invoice_email: '',
};
export type RegistrationValues = typeof EMPTY_REGISTRATION;

/** A refusal of the whole form (not of one field), said above the button. */
export type FormProblem = { code: 'registrationLimit'; limit: number | null } | { code: 'signInFirst' } | { code: 'failed' };
/** A field the database refused although zod took it: its own text, since no zod code says why. */
export type ServerRefusal = { field: RegistrationField; reason: 'invalid' | 'unknownTimeZone' };

interface Options {
  client: TuttiClient;
  userId: string;
  onRegistered: (id: string, name: string) => void;
}

/**
 * The registration's state and its send: the draft, zod's field errors, the database's refusals (a field,
 * the day's limit, an ended session, no connection), one send at a time. Whatever is refused, the typed
 * values stay and focus moves to the first problem.
 */
export function useRegistrationForm({ client, userId, onRegistered }: Options) {
  const { t } = useTranslation('facility');
  const queryClient = useQueryClient();
  // The browser's zone and country are the facility's in nearly every case: filled in, still editable.
  const draft = useFormDraft(`facility-register-${userId}`, { ...EMPTY_REGISTRATION, time_zone: browserTimeZone(), country: browserCountry() });
  const errors = useFieldErrors();
  const { submitting, run } = useSubmission();
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const refuseField = (form: HTMLFormElement, next: ServerRefusal) => {
    flushSync(() => setRefusal(next));
    focusFirstInvalid(form, { [next.field]: 'choice' });
    announce(t(`register.refused.${next.reason === 'unknownTimeZone' ? 'time_zone' : next.field}`), { politeness: 'assertive' });
  };

  const refuseForm = (form: HTMLFormElement, next: FormProblem) => {
    flushSync(() => setProblem(next));
    form.querySelector<HTMLElement>('[data-form-problem]')?.focus();
  };

  const settle = async (form: HTMLFormElement, outcome: RegistrationOutcome, name: string) => {
    if (outcome.status === 'registered') {
      draft.clear();
      await queryClient.invalidateQueries({ queryKey: myFacilitiesKey(userId) });
      return onRegistered(outcome.id, name);
    }
    if (outcome.status === 'fieldRefused') return refuseField(form, { field: outcome.field, reason: outcome.reason });
    if (outcome.status === 'registrationLimit') return refuseForm(form, { code: 'registrationLimit', limit: outcome.limit });
    return refuseForm(form, { code: outcome.status });
  };

  const submit = (form: HTMLFormElement) =>
    run(async () => {
      setProblem(null);
      setRefusal(null);
      const parsed = facilityRegistrationSchema.safeParse(draft.values);
      if (!parsed.success) return errors.show(form, zodFieldErrors(parsed.error));
      errors.clearAll();
      await settle(form, await registerFacility(client, parsed.data), parsed.data.name);
    });

  const setValue = (name: keyof RegistrationValues, value: string) => {
    errors.clearField(name);
    if (refusal?.field === name) setRefusal(null);
    draft.setValue(name, value);
  };

  return { values: draft.values, restored: draft.restored, setValue, errors: errors.errors, refusal, problem, submitting, submit };
}
