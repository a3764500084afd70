import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField, TextField } from '@/lib/forms/fields';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { Button } from '@/ui/button';
import { ActionRow } from '@/ui/prose-section';
import { useFacilitySpotsForm, type FacilitySpotsFormOptions } from './use-facility-spots-form';

interface FacilitySpotsFormProps extends FacilitySpotsFormOptions {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** 'Keep as it was', when changing a reservation. */
  onDismiss?: () => void;
}

/** Spots and an optional note: one step to reserve for the facility, or to change its reservation. */
export function FacilitySpotsForm({ label, submitLabel, onDismiss, ...options }: FacilitySpotsFormProps) {
  const { t } = useTranslation('facility');
  const form = useFacilitySpotsForm(options);
  const spots = useRef<HTMLInputElement>(null);
  // Opened by 'change': the focus goes to what is changed, as the button that opened it is gone.
  const changing = onDismiss !== undefined;
  useEffect(() => {
    if (changing) spots.current?.focus();
  }, [changing]);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(event.currentTarget);
      }}
      className="space-y-5"
    >
      <RequiredNote />
      <TextField
        ref={spots}
        name="spots"
        label={t('reservation.spots')}
        hint={t('reservation.spotsHint', { count: options.most })}
        required
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={form.values.spots}
        onValueChange={(value) => form.setValue('spots', value)}
        errorText={form.spotsError}
        inputClassName="max-w-40"
      />
      <TextareaField
        name="note"
        label={t('reservation.note')}
        hint={t('reservation.noteHint')}
        rows={3}
        value={form.values.note}
        onValueChange={(value) => form.setValue('note', value)}
        errorText={form.noteError}
      />
      {form.problem && (
        <p
          data-facility-problem
          tabIndex={-1}
          className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-red-400 dark:bg-slate-800 dark:text-red-200"
        >
          {form.problem}
        </p>
      )}
      <ActionRow>
        <SubmitButton submitting={form.submitting}>{submitLabel}</SubmitButton>
        {onDismiss && (
          <Button variant="secondary" onClick={onDismiss}>
            {t('reservation.keep')}
          </Button>
        )}
      </ActionRow>
    </form>
  );
}
