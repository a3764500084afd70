import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { concertText } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { TextField } from '@/lib/forms/fields';
import { DraftRestoredNote, RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { Honeypot } from '@/lib/forms/honeypot';
import { EMAIL_PATTERN } from '@/lib/forms/patterns';
import { CodeStep } from './code-step';
import { SendProblemNote } from './reservation-panels';
import { SpotsField } from './spots-field';
import { useReserve, type ReserveOptions } from './use-reserve';

interface ReserveFormProps extends ReserveOptions {
  /** Focus the first field on mount: the person asked to reserve again. */
  focusFirst?: boolean;
}

/**
 * Facility, contact name, contact email and number of spots (1 to what remains); with a backend, then the
 * code that proves the address, in its place (the form comes back with everything typed).
 */
export function ReserveForm({ focusFirst = false, ...options }: ReserveFormProps) {
  const { t } = useTranslation('reserve');
  const language = useDisplayLanguage();
  const { draft, setValue, errors, spotsError, sendProblem, submitting, submit, remaining, formRef: form, pending, confirmed, changeAddress } = useReserve(options);
  useEffect(() => {
    const first = form.current?.elements.namedItem('facility');
    if (focusFirst && first instanceof HTMLInputElement) first.focus();
  }, [focusFirst, form]);
  if (pending) return <CodeStep key={pending.request} pending={pending} onConfirmed={confirmed} onChangeAddress={changeAddress} />;
  return (
    <form
      ref={form}
      noValidate
      aria-label={t('form.label', { title: concertText(options.concert, language).title })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
      className="relative space-y-5"
    >
      <RequiredNote />
      <DraftRestoredNote show={draft.restored} />
      <Honeypot />
      <TextField
        name="facility"
        label={t('form.facility')}
        hint={t('form.facilityHint')}
        required
        autoComplete="organization"
        value={draft.values.facility}
        onValueChange={(value) => setValue('facility', value)}
        error={errors.facility}
      />
      <TextField
        name="contact_name"
        label={t('form.contactName')}
        required
        autoComplete="name"
        value={draft.values.contact_name}
        onValueChange={(value) => setValue('contact_name', value)}
        error={errors.contact_name}
      />
      <TextField
        name="contact_email"
        type="email"
        label={t('form.contactEmail')}
        required
        autoComplete="email"
        inputMode="email"
        pattern={EMAIL_PATTERN}
        value={draft.values.contact_email}
        onValueChange={(value) => setValue('contact_email', value)}
        error={errors.contact_email}
      />
      <SpotsField value={draft.values.spots} onValueChange={(value) => setValue('spots', value)} remaining={remaining} error={spotsError} />
      {sendProblem && <SendProblemNote problem={sendProblem} />}
      <SubmitButton submitting={submitting}>{t('form.submit')}</SubmitButton>
    </form>
  );
}
