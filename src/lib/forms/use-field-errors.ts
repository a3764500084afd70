import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import type { FieldError } from './schemas';

/**
 * Per-field error codes of a form, and what happens when validation fails (WCAG 3.3.1): the errors are
 * drawn at once, focus moves to the first invalid control (in the form's order), and the number of errors
 * is announced. Shared by every form.
 *
 *   const fieldErrors = useFieldErrors();
 *   if (!result.success) { fieldErrors.show(form, errorsByField); return; }   // 3rd arg { announceCount: false }
 *   <TextField error={fieldErrors.errors.email} onValueChange={(v) => { fieldErrors.clearField('email'); ... }} />
 */
export type FieldErrors = Partial<Record<string, FieldError>>;

export function useFieldErrors() {
  const { t } = useTranslation('forms');
  const [errors, setErrors] = useState<FieldErrors>({});

  const show = useCallback(
    (form: HTMLFormElement, next: FieldErrors, { announceCount = true }: { announceCount?: boolean } = {}) => {
      // Drawn before focus moves, so the focused control is already described by its error text.
      flushSync(() => setErrors(next));
      focusFirstInvalid(form, next);
      // Off when something else already speaks for the form (the pilot form's toast, SPEC section 8).
      if (announceCount) announce(t('errorCount', { count: Object.keys(next).length }), { politeness: 'assertive' });
    },
    [t],
  );

  const clearField = useCallback((name: string) => {
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  }, []);

  const clearAll = useCallback(() => setErrors({}), []);

  return { errors, show, clearField, clearAll };
}

export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.name in errors,
  );
  first?.focus();
}
