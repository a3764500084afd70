import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_ENTRY_ID, useProgrammePlaylist } from '@/features/concerts';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { EXIT_CODE_PATTERN, type KioskSettings } from './kiosk-settings';
import { keptEntries } from './offline-plan';
import { PreparationStatus } from './preparation-status';
import { useOfflinePreparation, type Preparation } from './use-offline-preparation';

interface KioskSetupProps {
  settings: KioskSettings;
  onChange: (settings: KioskSettings) => void;
  onStart: () => void;
}

/**
 * The staff screen: which concerts to keep (those with a recording of their own, from the programme as this
 * deployment has it), the exit code, prepare for offline use, start.
 */
export function KioskSetup({ settings, onChange, onStart }: KioskSetupProps) {
  const { t } = useTranslation('kiosk');
  const [code, setCode] = useState(settings.code);
  const codeValid = EXIT_CODE_PATTERN.test(code);
  const { entries: playlist, settled } = useProgrammePlaylist({ demoTitle: t('demo') });
  const kept = useMemo(() => keptEntries(playlist, settings.concerts), [playlist, settings.concerts]);
  const { state, prepare } = useOfflinePreparation(kept);
  const ids = { code: useId(), codeHelp: useId(), codeError: useId() };
  const choices = playlist.filter((entry) => entry.id !== DEMO_ENTRY_ID);
  const toggle = (id: string, on: boolean) =>
    onChange({ ...settings, concerts: on ? [...settings.concerts, id] : settings.concerts.filter((other) => other !== id) });
  const busy = state.step === 'measuring' || state.step === 'downloading' || (state.step === 'pages' && state.pages.step === 'installing');
  const [codeShown, setCodeShown] = useState(false);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl dark:text-white">{t('title')}</h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      <fieldset className="space-y-3" disabled={busy}>
        <legend className="text-xl font-bold">{t('concertsLegend')}</legend>
        <p className="text-base text-slate-700 dark:text-slate-300">{t('concertsHelp')}</p>
        {choices.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {choices.map((entry) => (
              <li key={entry.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600">
                  <input type="checkbox" className="size-5" checked={settings.concerts.includes(entry.id)} onChange={(event) => toggle(entry.id, event.target.checked)} />
                  {entry.title}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          settled && <p className="text-base text-slate-700 dark:text-slate-300">{t('noRecordings')}</p>
        )}
      </fieldset>
      <div className="space-y-2">
        <label htmlFor={ids.code} className="block text-xl font-bold">
          {t('codeLabel')}
        </label>
        <p id={ids.codeHelp} className="text-base text-slate-700 dark:text-slate-300">
          {t('codeHelp')}
        </p>
        {/* Hidden unless staff ask: the setup screen is on the stand too, between two runs. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={ids.code}
            type={codeShown ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            className="min-h-11 w-48 rounded-lg border-2 border-slate-400 px-3 text-xl tracking-widest dark:border-slate-500 dark:bg-slate-900"
            value={code}
            aria-invalid={!codeValid}
            aria-describedby={codeValid ? ids.codeHelp : `${ids.codeHelp} ${ids.codeError}`}
            onChange={(event) => {
              setCode(event.target.value);
              if (EXIT_CODE_PATTERN.test(event.target.value)) onChange({ ...settings, code: event.target.value });
            }}
          />
          <Button variant="secondary" aria-pressed={codeShown} onClick={() => setCodeShown((shown) => !shown)}>
            {t('showCode')}
          </Button>
        </div>
        {!codeValid && (
          <p id={ids.codeError} className="font-semibold text-red-700 dark:text-red-300">
            {t('codeInvalid')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {/* Not before the programme is read: what is prepared would miss the concerts it brings. */}
        <Button onClick={() => void prepare()} disabled={busy || !settled}>
          {t('prepare')}
        </Button>
        <Button variant="secondary" onClick={onStart} disabled={!startable(state) || !codeValid}>
          {t('start')}
        </Button>
      </div>
      {state.step === 'downloading' && (
        <ProgressBar value={state.progress.done} max={state.progress.total} label={t('progressLabel')} className="h-4" />
      )}
      <PreparationStatus state={state} />
      {state.step === 'pages' && state.pages.step === 'needs-reload' && (
        <Button className="self-start" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      )}
    </div>
  );
}

/**
 * Ready, or kept as far as this browser allows: where no worker can keep the page (no service worker here, or
 * its install failed), the kiosk still runs while online, and the status says why it will not offline.
 */
function startable(state: Preparation): boolean {
  return state.step === 'ready' || (state.step === 'pages' && (state.pages.step === 'unsupported' || state.pages.step === 'install-failed'));
}
