import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENDONYMS, isLanguage, type Language } from '@/i18n/config';
import { useCountry } from '@/i18n/country';
import { lazyPart } from '@/lib/lazy-part';
import { announce } from '@/ui/announcer';

/**
 * The two selects: their code comes when the button is first pointed at, focused or pressed, not with every
 * page's first download. A press made before it has arrived opens them as soon as it has.
 */
const { Part: PickerPanel, preload: loadPanel } = lazyPart(() => import('./picker-panel'));

/** Header disclosure with two labelled selects: language (each in its own name) and country. */
export function LanguageCountryPicker() {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const language = (isLanguage(i18n.language) ? i18n.language : 'en') satisfies Language;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The name holds the code the button shows, right after its purpose (WCAG 2.5.3): a voice user says what they see.
        aria-label={t('picker.button', { code: language.toUpperCase(), language: LANGUAGE_ENDONYMS[language], country: t(`picker.countries.${country}`) })}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="flex min-h-12 items-center gap-1.5 rounded-xl border-2 border-slate-300 px-3 font-semibold uppercase dark:border-slate-600"
      >
        <GlobeIcon />
        <span>{language.toUpperCase()}</span>
      </button>
      {open && (
        <PickerPanel
          id={panelId}
          language={language}
          country={country}
          onFailed={() => {
            setOpen(false);
            announce(t('partFailed'), { politeness: 'assertive' });
          }}
        />
      )}
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
    </svg>
  );
}
