import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import type { CodeProblem } from './resident-code';

interface ResidentCodeFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What is wrong with the code, once a save or a start was tried (resident-code.ts). */
  problem: CodeProblem | null | undefined;
}

/**
 * The facility's own code for a resident ('R-17'), never a name: the same field wherever staff give it (the alone
 * entry on /facility, the headset's check on the concert page), with the same hint and the same refusals.
 */
export function ResidentCodeField({ id, value, onValueChange, problem }: ResidentCodeFieldProps) {
  const { t } = useTranslation('mood');
  return (
    <TextField
      id={id}
      name="resident"
      label={t('entry.code')}
      hint={t('entry.codeHint')}
      required
      // A code, not a word: no suggestions, capitals or spelling marks from the device.
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onValueChange={onValueChange}
      errorText={problem ? t(`entry.codeProblem.${problem}`) : undefined}
      inputClassName="sm:max-w-xs"
    />
  );
}
