import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '@/lib/forms/use-field-errors';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSubmission } from '@/lib/forms/use-submission';
import { announce } from '@/ui/announcer';
import type { FacilitySpots } from './facility-reservation-api';
import type { FacilityRefusal } from './facility-reservation-outcome';
import { facilityProblemText } from './facility-problem-text';
import { checkFacilitySpots, type FacilitySpotsValues } from './facility-reservation-values';

/** Refusals about the number itself: said at the spots field, which takes the focus. */
const SPOTS_PROBLEMS = new Set<FacilityRefusal['status']>(['notEnoughSpots', 'facilityLimit']);

export interface FacilitySpotsFormOptions {
  /** Keeps what was typed in this tab until it is saved (a failed send, a reload lose nothing). */
  draftKey: string;
  initial: FacilitySpotsValues;
  /** The most spots the form accepts before asking the server. */
  most: number;
  facilityName: string;
  /** Sends; resolves to null when done, else the refusal (the form stays, with what was typed). */
  send: (value: FacilitySpots) => Promise<FacilityRefusal | null>;
}

/** The facility's spots-and-note form: the shared rules, one send at a time, each refusal where it belongs. */
export function useFacilitySpotsForm({ draftKey, initial, most, facilityName, send }: FacilitySpotsFormOptions) {
  const { t } = useTranslation('facility');
  const { t: tForms } = useTranslation('forms');
  const draft = useFormDraft(draftKey, initial);
  const fieldErrors = useFieldErrors();
  const { submitting, run } = useSubmission();
  const [spotsText, setSpotsText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const atSpots = (form: HTMLFormElement, text: string) => {
    flushSync(() => setSpotsText(text));
    const field = form.elements.namedItem('spots');
    if (field instanceof HTMLInputElement) field.focus();
    announce(text, { politeness: 'assertive' });
  };

  const refused = (form: HTMLFormElement, refusal: FacilityRefusal) => {
    const text = facilityProblemText(t, refusal, facilityName);
    if (SPOTS_PROBLEMS.has(refusal.status)) return atSpots(form, text);
    flushSync(() => setProblem(text));
    form.querySelector<HTMLElement>('[data-facility-problem]')?.focus();
    announce(text, { politeness: 'assertive' });
  };

  const submit = (form: HTMLFormElement) =>
    run(async () => {
      setProblem(null);
      setSpotsText(null);
      const checked = checkFacilitySpots(draft.values, most);
      if (checked.status === 'invalid') return fieldErrors.show(form, checked.errors);
      fieldErrors.clearAll();
      if (checked.status === 'tooManySpots') return atSpots(form, t('reservation.errors.notEnoughSpots', { count: most }));
      const refusal = await send(checked.value);
      if (refusal) return refused(form, refusal);
      draft.clear();
    });

  const setValue = (name: keyof FacilitySpotsValues, value: string) => {
    fieldErrors.clearField(name);
    if (name === 'spots') setSpotsText(null);
    draft.setValue(name, value);
  };

  const spotsCode = fieldErrors.errors.spots;
  const noteCode = fieldErrors.errors.note;
  return {
    values: draft.values,
    setValue,
    spotsError: spotsCode ? tForms(`errors.${spotsCode}`) : (spotsText ?? undefined),
    noteError: noteCode ? tForms(`errors.${noteCode}`) : undefined,
    problem,
    submitting,
    submit,
  };
}
