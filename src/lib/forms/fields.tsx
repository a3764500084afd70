import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import type { FieldError } from './schemas';

/**
 * Accessible form fields, shared by every form: a visible label (with a * marker, explained by
 * <RequiredNote />, and `required` on the control so screen readers say it), an optional hint, and the
 * error text (translated from `forms:errors.<code>`) linked by aria-describedby with aria-invalid set.
 * Controls are at least 44 px tall, 16 px text (no zoom-on-focus on phones), and follow dark mode.
 *
 *   <TextField name="email" type="email" label={t('email')} required autoComplete="email"
 *     value={draft.values.email} onValueChange={(v) => draft.setValue('email', v)} error={errors.email} />
 *
 * `name` is also the key the error-focusing helper (useFieldErrors) uses to find the control.
 */
export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  error?: FieldError;
  /** An error already translated, for a rule of the form's own (e.g. more spots than remain); wins over `error`. */
  errorText?: string;
  hint?: string;
  className?: string;
}

const CONTROL =
  'mt-2 block min-h-11 w-full rounded-xl border-2 bg-white px-4 py-2.5 text-base text-slate-900 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-brand-300';
const BORDER = 'border-slate-500 dark:border-slate-400';
const BORDER_INVALID = 'border-red-700 dark:border-red-400';

export const controlClasses = (invalid: boolean, className?: string) => cn(CONTROL, invalid ? BORDER_INVALID : BORDER, className);

interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

function FieldShell({ label, required, error: code, errorText, hint, className, children }: Omit<FieldProps, 'name' | 'value' | 'onValueChange'> & { children: (wiring: ControlWiring) => ReactNode }) {
  const { t } = useTranslation('forms');
  const error = errorText ?? (code ? t(`errors.${code}`) : undefined);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900 dark:text-slate-100">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-1 text-red-700 dark:text-red-300">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error && (
        <p id={errorId} className="mt-2 text-base font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  pattern?: string;
  min?: string | number;
  max?: string | number;
  /** Classes for the input itself (`className` styles the whole field). */
  inputClassName?: string;
}

export function TextField({ name, value, onValueChange, type = 'text', autoComplete, inputMode, pattern, min, max, inputClassName, ...shell }: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <input
          {...wiring}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={shell.required}
          autoComplete={autoComplete}
          inputMode={inputMode}
          pattern={pattern}
          min={min}
          max={max}
          className={controlClasses(Boolean(shell.error ?? shell.errorText), inputClassName)}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  /** The empty first option ('Choose…' by default). */
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField({ name, value, onValueChange, options, placeholder, autoComplete, ...shell }: SelectFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <select
          {...wiring}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={shell.required}
          autoComplete={autoComplete}
          className={controlClasses(Boolean(shell.error ?? shell.errorText))}
        >
          <option value="">{placeholder ?? t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function TextareaField({ name, value, onValueChange, rows = 5, autoComplete, ...shell }: FieldProps & { rows?: number; autoComplete?: string }) {
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <textarea
          {...wiring}
          name={name}
          value={value}
          rows={rows}
          onChange={(event) => onValueChange(event.target.value)}
          required={shell.required}
          autoComplete={autoComplete}
          className={controlClasses(Boolean(shell.error ?? shell.errorText), 'resize-y')}
        />
      )}
    </FieldShell>
  );
}
