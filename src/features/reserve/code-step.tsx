import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { SubmitButton } from '@/lib/forms/form-parts';
import { Button } from '@/ui/button';
import { ActionRow } from '@/ui/prose-section';
import type { ConfirmOutcome } from './spot-request';
import { useCodeStep } from './use-code-step';
import type { PendingRequest } from './use-reserve';

interface CodeStepProps {
  pending: PendingRequest;
  onConfirmed: (outcome: ConfirmOutcome) => Promise<void>;
  onChangeAddress: () => void;
}

/**
 * 'We sent a code to …': the one-time code that proves the address. Until it is typed the request holds
 * nothing, so the step says so; a new code, or another address (back to the form, everything kept).
 */
export function CodeStep({ pending, onConfirmed, onChangeAddress }: CodeStepProps) {
  const { t } = useTranslation('reserve');
  const step = useCodeStep({ pending, onConfirmed });
  const { field } = step;
  useEffect(() => field.current?.focus(), [field]);
  return (
    <form
      noValidate
      aria-label={t('code.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void step.submit();
      }}
      className="space-y-5 rounded-2xl border-2 border-brand-700 p-5 sm:p-6 dark:border-brand-300"
    >
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t('code.title')}</h3>
      <p className="text-lg text-slate-800 dark:text-slate-200">{t('code.holdsNothing')}</p>
      <TextField
        ref={field}
        name="code"
        label={t('code.field')}
        hint={t(step.resends > 0 ? 'code.resent' : 'code.sent', { email: step.email })}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        value={step.code}
        onValueChange={step.changeCode}
        errorText={step.formatError ? t('code.format') : step.problem ? t(`code.problems.${step.problem}`) : undefined}
        inputClassName="max-w-48 tracking-widest"
      />
      <SubmitButton submitting={step.submitting}>{t('code.submit')}</SubmitButton>
      <ActionRow>
        <Button variant="secondary" disabled={step.coolingDown} aria-describedby={step.coolingDown ? 'reserve-code-wait' : undefined} onClick={() => void step.resend()}>
          {t('code.resend')}
        </Button>
        <Button variant="secondary" onClick={onChangeAddress}>
          {t('code.changeAddress')}
        </Button>
      </ActionRow>
      {step.coolingDown && (
        <p id="reserve-code-wait" className="text-base text-slate-700 dark:text-slate-300">
          {t('code.resendWait')}
        </p>
      )}
    </form>
  );
}
