import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { CloseIcon } from '@/ui/icons';
import { ReadAloudButton, SwitchRow, TextSizeControl } from './a11y-controls';
import { PlayerComfortControls } from './comfort-controls';
import { PANEL_STYLE } from './panel-position';
import type { A11yToggle } from './preferences';
import { useA11yPreferences } from './use-a11y-preferences';
import type { ReadAloud } from './use-read-aloud';

const TOGGLES: readonly A11yToggle[] = ['highContrast', 'dyslexicFont', 'reducedMotion'];

/** The accessibility panel's body (a11y-panel.tsx loads it when the panel is first wanted). */
export default function PanelDialog({ id, readAloud, onClose, mayTakeFocus }: { id: string; readAloud: ReadAloud; onClose: () => void; mayTakeFocus: () => boolean }) {
  const { t } = useTranslation('a11y');
  const { preferences, actions } = useA11yPreferences();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel, so a screen reader names it and the next Tab reaches its controls; not when
  // the person has moved on while its code was arriving (a press made early opens it late).
  useEffect(() => {
    if (mayTakeFocus()) dialogRef.current?.focus();
  }, [mayTakeFocus]);

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
