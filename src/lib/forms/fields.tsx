import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import type { FieldError } from './schemas';

/**
 * The one field kit of the site (page forms, the home pilot form, reservations, account screens): a visible
 * label (with a * marker, explained by <RequiredNote />, and `required` on the control so screen readers say
 * it), an optional hint, and the error text (translated from `forms:errors.<code>`, or given already
 * translated) linked by aria-describedby with aria-invalid set. Controls are 48 px tall with 18 px text
 * (large targets, no zoom-on-focus on phones), have a visible focus ring and follow dark mode.
 *
 *   <TextField name="email" type="email" label={t('email')} required autoComplete="email"
 *     value={draft.values.email} onValueChange={(v) => draft.setValue('email', v)} error={errors.email} />
 *
 * `name` is also the key the error-focusing helper (useFieldErrors) uses to find the control; `id` fixes
 * the control's id for a form that moves focus by id (the account forms).
 */
export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  error?: FieldError;
  /** An error already translated (a rule of the form's own, or the auth service's answer); wins over `error`. */
  errorText?: ReactNode;
  /** Help under the label, read with the field; may hold a list (the password rules). */
  hint?: ReactNode;
  /** The control's id; a generated one by default. */
  id?: string;
  className?: string;
}

const CONTROL =
  'min-h-12 rounded-xl border-2 bg-white px-4 py-2.5 text-lg text-slate-900 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-brand-300';
const BORDER = 'border-slate-500 dark:border-slate-400';
const BORDER_INVALID = 'border-red-700 dark:border-red-400';

/** A control's look (without its place in the column: callers add `block w-full` or a flex share). */
export const controlClasses = (invalid: boolean, className?: string) => cn(CONTROL, invalid ? BORDER_INVALID : BORDER, className);

export interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

type ShellProps = Omit<FieldProps, 'name' | 'value' | 'onValueChange'> & { children: (wiring: ControlWiring, invalid: boolean) => ReactNode };

/** Label, hint, the control (drawn by `children` with the ids to wire) and the error, in that order. */
export function FieldShell({ label, required, error: code, errorText, hint, id: fixedId, className, children }: ShellProps) {
  const { t } = useTranslation('forms');
  const error = errorText ?? (code ? t(`errors.${code}`) : undefined);
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // The error first: when there is one, it matters most.
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
        <div id={hintId} className="mt-1 text-base text-slate-700 dark:text-slate-300">
          {hint}
        </div>
      )}
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) }, Boolean(error))}
      {error && (
        <div id={errorId} className="mt-2 text-base font-semibold text-red-800 dark:text-red-300">
          {error}
        </div>
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
  maxLength?: number;
  /** Off for addresses and codes: no capitals or spelling fixes from the phone's keyboard. */
  autoCapitalize?: 'none' | 'sentences' | 'words';
  spellCheck?: boolean;
  /** Classes for the input itself (`className` styles the whole field). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ name, value, onValueChange, type = 'text', inputClassName, ref, ...rest }: TextFieldProps) {
  const { autoComplete, inputMode, pattern, min, max, maxLength, autoCapitalize, spellCheck, ...shell } = rest;
  return (
    <FieldShell {...shell}>
      {(wiring, invalid) => (
        <input
          {...wiring}
          ref={ref}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={shell.required}
          {...{ autoComplete, inputMode, pattern, min, max, maxLength, autoCapitalize, spellCheck }}
          className={controlClasses(invalid, cn('mt-2 block w-full', inputClassName))}
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
      {(wiring, invalid) => (
        <select
          {...wiring}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={shell.required}
          autoComplete={autoComplete}
          className={controlClasses(invalid, 'mt-2 block w-full')}
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
      {(wiring, invalid) => (
        <textarea
          {...wiring}
          name={name}
          value={value}
          rows={rows}
          onChange={(event) => onValueChange(event.target.value)}
          required={shell.required}
          autoComplete={autoComplete}
          className={controlClasses(invalid, 'mt-2 block w-full resize-y')}
        />
      )}
    </FieldShell>
  );
}
