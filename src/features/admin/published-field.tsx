import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PublishedFieldProps {
  checked: boolean;
  hint: string;
  errorText: string | undefined;
  onChange: (checked: boolean) => void;
}

/** The "published" checkbox, its meaning, and (when publishing is refused) why, all tied to it. */
export function PublishedField({ checked, hint, errorText, onChange }: PublishedFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="inline-flex min-h-12 items-center gap-3 text-lg font-semibold text-slate-900 dark:text-white">
        <input
          id={id}
          type="checkbox"
          name="published"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[errorText ? `${id}-error` : undefined, `${id}-hint`].filter(Boolean).join(' ')}
          aria-invalid={errorText ? true : undefined}
          className="size-6"
        />
        {t('editor.fields.published')}
      </label>
      <p id={`${id}-hint`} className="text-base text-slate-700 dark:text-slate-300">{hint}</p>
      {errorText && <p id={`${id}-error`} className="text-base font-semibold text-red-800 dark:text-red-300">{errorText}</p>}
    </div>
  );
}
