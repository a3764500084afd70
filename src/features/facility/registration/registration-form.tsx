import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { SelectField, TextField } from '@/lib/forms/fields';
import { DraftRestoredNote, FormSection, RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { EMAIL_PATTERN } from '@/lib/forms/patterns';
import type { TuttiClient } from '@/lib/supabase/client';
import { countryOptions, TIME_ZONES } from './facility-places';
import { FACILITY_KINDS } from './registration-schema';
import { useRegistrationForm, type FormProblem, type RegistrationValues } from './use-registration-form';

interface RegistrationFormProps {
  client: TuttiClient;
  userId: string;
  onRegistered: (id: string, name: string) => void;
}

const PROBLEM_NOTE =
  'rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 dark:border-red-400 dark:bg-slate-800 dark:text-red-200';

/** The facility's name, kind, address, country, time zone, counts and invoice address → register_facility. */
export function RegistrationForm({ client, userId, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('facility');
  const language = useDisplayLanguage();
  const form = useRegistrationForm({ client, userId, onRegistered });
  const { values, errors, refusal } = form;
  const countries = useMemo(() => countryOptions(language), [language]);
  const zones = TIME_ZONES.includes(values.time_zone) || values.time_zone === '' ? TIME_ZONES : [values.time_zone, ...TIME_ZONES];
  const field = (name: keyof RegistrationValues) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: errors[name],
    errorText: refusal?.field === name ? t(`register.refused.${refusal.reason === 'unknownTimeZone' ? 'time_zone' : name}`) : undefined,
  });
  return (
    <form
      noValidate
      aria-labelledby="facility-register-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(event.currentTarget);
      }}
      className="space-y-6"
    >
      <RequiredNote />
      <DraftRestoredNote show={form.restored} />
      <FormSection legend={t('register.sections.facility')}>
        <TextField {...field('name')} label={t('register.fields.name')} required autoComplete="organization" maxLength={200} />
        <SelectField
          {...field('kind')}
          label={t('register.fields.kind')}
          required
          options={FACILITY_KINDS.map((kind) => ({ value: kind, label: t(`register.kinds.${kind}`) }))}
        />
        <TextField {...field('address')} label={t('register.fields.address')} hint={t('register.hints.address')} required autoComplete="street-address" maxLength={300} />
        <SelectField {...field('country')} label={t('register.fields.country')} required autoComplete="country" options={countries} />
        <SelectField
          {...field('time_zone')}
          label={t('register.fields.timeZone')}
          hint={t('register.hints.timeZone')}
          required
          options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        />
      </FormSection>
      <FormSection legend={t('register.sections.details')}>
        <TextField {...field('residents')} label={t('register.fields.residents')} hint={t('register.hints.optional')} inputMode="numeric" autoComplete="off" />
        <TextField {...field('headsets')} label={t('register.fields.headsets')} hint={t('register.hints.headsets')} inputMode="numeric" autoComplete="off" />
        <TextField
          {...field('invoice_email')}
          type="email"
          label={t('register.fields.invoiceEmail')}
          hint={t('register.hints.invoiceEmail')}
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          pattern={EMAIL_PATTERN}
        />
      </FormSection>
      {form.problem && <ProblemNote problem={form.problem} />}
      <SubmitButton submitting={form.submitting} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}

/** A refusal of the whole registration, focused when it appears (so it is read at once), with the way on. */
function ProblemNote({ problem }: { problem: FormProblem }) {
  const { t } = useTranslation('facility');
  const text =
    problem.code === 'registrationLimit'
      ? problem.limit === null
        ? t('register.problems.registrationLimitUnknown')
        : t('register.problems.registrationLimit', { limit: problem.limit })
      : t(`register.problems.${problem.code}`);
  return (
    <div data-form-problem tabIndex={-1} className={PROBLEM_NOTE}>
      <p>{text}</p>
      {problem.code === 'signInFirst' && (
        <Link to={`/auth?next=${encodeURIComponent('/facility/register')}`} className="mt-2 inline-block underline">
          {t('register.signIn')}
        </Link>
      )}
    </div>
  );
}
