import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazy-part';
import { announce } from '@/ui/announcer';
import { BUTTON_BOTTOM, OPEN_BOTTOM } from './panel-position';
import { useReadAloud } from './use-read-aloud';
import './floating-button-gutter.css';

/**
 * The panel's body: its code comes when the button is first pointed at, focused or pressed, not with every
 * page's first download. A press made before it has arrived opens the panel as soon as it has.
 */
const { Part: PanelDialog, preload: loadDialog } = lazyPart(() => import('./a11y-panel-dialog'));

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
  const { t: tCommon } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const readAloud = useReadAloud();

  // The button pressed (or nothing) still has focus: the panel may take it when it opens.
  const stillHere = useCallback(() => document.activeElement === buttonRef.current || document.activeElement === document.body, []);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // A landmark of its own (a complementary one, outside main): every part of the page sits in a landmark, so
  // landmark navigation reaches the button and nothing is left over for screen reader users to stumble on.
  return (
    <aside
      data-floating-corner=""
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
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-black/30 hover:bg-brand-800 dark:bg-stage-400 dark:text-slate-950 dark:hover:bg-stage-300"
      >
        <AccessibilityIcon />
      </button>
      {open && (
        <PanelDialog
          id={panelId}
          readAloud={readAloud}
          onClose={close}
          mayTakeFocus={stillHere}
          onFailed={() => {
            setOpen(false);
            announce(tCommon('partFailed'), { politeness: 'assertive' });
          }}
        />
      )}
    </aside>
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
