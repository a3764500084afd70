import { useTranslation } from 'react-i18next';

/**
 * A field people never see or reach (off-screen, aria-hidden, out of the tab order, no autofill) but
 * form-filling bots do fill in. Put `<Honeypot />` inside the <form>; in the submit handler:
 *
 *   if (isHoneypotFilled(event.currentTarget)) { pretend success (clear the draft, show the thanks); send nothing }
 *
 * It is uncontrolled and never stored in a draft. Not `display: none`: many bots skip hidden fields.
 */
export const HONEYPOT_NAME = 'website';

export function Honeypot() {
  const { t } = useTranslation('forms');
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        {t('honeypot')}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}
