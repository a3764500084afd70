import { Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { CloseIcon } from '@/ui/icons';
import { ReadAloudButton, SwitchRow, TextSizeControl } from './a11y-controls';
import { PlayerComfortControls } from './comfort-controls';
import type { A11yToggle } from './preferences';
import { useA11yPreferences } from './use-a11y-preferences';
import { useReadAloud, type ReadAloud } from './use-read-aloud';
import './floating-button-gutter.css';

const TOGGLES: readonly A11yToggle[] = ['highContrast', 'dyslexicFont', 'reducedMotion'];

/**
 * Sits 1 rem above the cookie banner, which publishes its height as --consent-offset on <html>;
 * a banner so tall that the button would slide under the fixed header (5 rem) is overlapped instead.
 */
const BUTTON_BOTTOM = 'min(calc(var(--consent-offset, 0px) + 1rem), calc(100dvh - 9rem))';
/**
 * Open, the button carries the panel above it (3.5 rem button + 0.75 rem gap). When that leaves the
 * panel less than 20 rem below the header (large text, a tall banner on a phone), both move down over
 * the banner rather than squeezing the panel. All in rem, so it holds at every text size.
 */
const OPEN_BOTTOM = `max(0.5rem, min(${BUTTON_BOTTOM}, calc(100dvh - 29.75rem)))`;
const PANEL_STYLE: CSSProperties = { maxHeight: `calc(100dvh - 9.75rem - ${OPEN_BOTTOM})` };

/** The floating accessibility button and its non-modal panel, rendered once in the root layout. */
export function AccessibilityPanel() {
  // Its own boundary: waiting for the a11y texts must never blank the rest of the layout.
  return (
    <Suspense fallback={null}>
      <FloatingPanel />
    </Suspense>
  );
}

function FloatingPanel() {
  const { t } = useTranslation('a11y');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const readAloud = useReadAloud();

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // A landmark of its own (a complementary one, outside main): every part of the page sits in a landmark, so
  // landmark navigation reaches the button and nothing is left over for screen reader users to stumble on.
  return (
    <aside
      aria-label={t('landmark')}
      style={{ bottom: open ? OPEN_BOTTOM : BUTTON_BOTTOM }}
      className="fixed right-2 z-30 flex flex-col-reverse items-end gap-3 sm:right-4 print:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('openButton')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-black/30 hover:bg-brand-800 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
      >
        <AccessibilityIcon />
      </button>
      {open && <PanelDialog id={panelId} readAloud={readAloud} onClose={close} />}
    </aside>
  );
}

function PanelDialog({ id, readAloud, onClose }: { id: string; readAloud: ReadAloud; onClose: () => void }) {
  const { t } = useTranslation('a11y');
  const { preferences, actions } = useA11yPreferences();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel, so a screen reader names it and the next Tab reaches its controls.
  useEffect(() => dialogRef.current?.focus(), []);

  const stepFontSize = (direction: 1 | -1) => {
    actions.stepFontSize(direction);
    announce(t('textSize.changed', { percent: actions.get().fontSize }));
  };
  const resetAll = () => {
    actions.reset();
    readAloud.stop();
    announce(t('resetDone'));
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      style={PANEL_STYLE}
      className="w-[min(23rem,calc(100vw-1rem))] space-y-3 overflow-y-auto rounded-2xl border-2 border-slate-200 bg-white p-3 sm:p-4 text-slate-900 shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-xl font-bold [overflow-wrap:anywhere]">
          {t('title')}
        </h2>
        <button
          type="button"
          aria-label={t('close')}
          onClick={onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <CloseIcon />
        </button>
      </div>
      <TextSizeControl fontSize={preferences.fontSize} onStep={stepFontSize} />
      {TOGGLES.map((key) => (
        <SwitchRow key={key} label={t(`toggles.${key}`)} checked={preferences[key]} onToggle={() => actions.toggle(key)} />
      ))}
      <ReadAloudButton readAloud={readAloud} />
      <PlayerComfortControls preferences={preferences} actions={actions} />
      <Button variant="secondary" className="w-full" onClick={resetAll}>
        {t('reset')}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('savedNote')}</p>
    </div>
  );
}

function AccessibilityIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="4.5" r="1.75" fill="currentColor" stroke="none" />
      <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5l-3 6M12 14.5l3 6" />
    </svg>
  );
}
