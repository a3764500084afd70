import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { controlClasses, FieldShell, type FieldProps } from './fields';

const TOGGLE = cn(
  'min-h-12 min-w-11 shrink-0 rounded-xl border-2 border-slate-500 px-3 text-base font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  'dark:border-slate-400 dark:text-slate-100 dark:hover:bg-slate-800',
);

interface PasswordFieldProps extends FieldProps {
  /** 'current-password' to sign in, 'new-password' to choose one (password managers offer to generate it). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input of the field kit, with a show/hide button so a person can check what they typed. */
export function PasswordField({ name, value, onValueChange, autoComplete, ...shell }: PasswordFieldProps) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      {(wiring, invalid) => (
        <div className="mt-2 flex gap-2">
          <input
            {...wiring}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required={shell.required}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={controlClasses(invalid, 'min-w-0 flex-1')}
          />
          <button type="button" aria-controls={wiring.id} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)} className={TOGGLE}>
            {t('showPassword')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
