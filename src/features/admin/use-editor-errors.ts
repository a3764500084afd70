import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n/config';
import { focusFirstInvalid } from '@/lib/forms/use-field-errors';
import { announce } from '@/ui/announcer';

export type EditorErrors = Record<string, string>;

/**
 * Per-field error codes of an editor, shown at once: when the first error (in the form's order) is in the
 * texts of a language whose tab is not open, that tab opens first, so the focus can land on the field.
 */
export function useEditorErrors(fieldOrder: readonly string[], openLanguage: (language: Language) => void) {
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<EditorErrors>({});

  const show = useCallback(
    (form: HTMLFormElement, next: EditorErrors) => {
      const first = fieldOrder.find((name) => name in next) ?? Object.keys(next)[0] ?? '';
      const language = LANGUAGES.find((lang) => first.startsWith(`texts.${lang}.`));
      flushSync(() => {
        setErrors(next);
        if (language !== undefined) openLanguage(language);
      });
      // Only the names matter to focusFirstInvalid: the first in the form's order.
      focusFirstInvalid(form, { [first]: 'required' as const });
      announce(t('editor.errorCount', { count: Object.keys(next).length }), { politeness: 'assertive' });
    },
    [fieldOrder, openLanguage, t],
  );

  const clear = useCallback((name: string) => {
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  }, []);

  return { errors, show, clear, setErrors };
}
