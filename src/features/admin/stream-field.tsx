import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STREAM_LAYOUTS } from '@/features/concerts';
import { isStreamUrl, useStreamProbe, type ProbeResult } from '@/features/concerts/editing';
import { LANGUAGES, type Language } from '@/i18n/config';
import { controlClasses, FieldShell } from '@/lib/forms/fields';
import { editorErrorText } from './editor-error-text';
import { useCountFormat } from './use-count-format';
import { useDebouncedValue } from './use-debounced-value';
import { probeProblemText } from './write-failure';
import { Button } from '@/ui/button';

/** Long enough for an address to be pasted or typed, short enough that the check follows the typing. */
const PROBE_DEBOUNCE_MS = 800;

interface StreamFieldsProps {
  url: string;
  layout: string;
  captions: readonly string[];
  errors: Record<string, string>;
  onChange: (change: { url?: string; layout?: string; captions?: string[] }) => void;
}

/**
 * The stream's address, checked as soon as it is entered (on leaving the field, or after a pause in
 * typing): reachable, a master playlist, its renditions and top resolution, a stereo guess and the
 * caption languages found, with the layout and captions fields beside it to take the suggestions.
 */
export function StreamFields({ url, layout, captions, errors, onChange }: StreamFieldsProps) {
  const { t } = useTranslation('admin');
  const reportId = useId();
  const [blurred, setBlurred] = useState(url.trim());
  const typed = useDebouncedValue(url.trim(), PROBE_DEBOUNCE_MS);
  // Whichever settled last: leaving the field checks at once, without waiting for the pause.
  const settled = blurred === url.trim() ? blurred : typed;
  const probe = useStreamProbe(settled);
  const showReport = settled !== '' && isStreamUrl(settled) && !errors['streamUrl'];
  const errorText = editorErrorText(t, errors['streamUrl']);
  return (
    <div className="space-y-5">
      <FieldShell label={t('editor.fields.streamUrl')} hint={t('editor.hints.streamUrl')} errorText={errorText}>
        {(wiring, invalid) => (
          <input
            {...wiring}
            aria-describedby={[wiring['aria-describedby'], showReport ? reportId : undefined].filter(Boolean).join(' ') || undefined}
            name="streamUrl"
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            value={url}
            onChange={(event) => onChange({ url: event.target.value })}
            onBlur={() => setBlurred(url.trim())}
            className={controlClasses(invalid, 'mt-2 block w-full')}
          />
        )}
      </FieldShell>
      {showReport && <ProbeReport id={reportId} pending={probe.isFetching || probe.data === undefined} result={probe.data} layout={layout} captions={captions} onChange={onChange} />}
      <FieldShell label={t('editor.fields.streamLayout')} hint={t('editor.hints.streamLayout')} errorText={editorErrorText(t, errors['streamLayout'])}>
        {(wiring, invalid) => (
          <select {...wiring} name="streamLayout" value={layout} onChange={(event) => onChange({ layout: event.target.value })} className={controlClasses(invalid, 'mt-2 block w-full')}>
            {STREAM_LAYOUTS.map((value) => (
              <option key={value} value={value}>{t(`layouts.${value}`)}</option>
            ))}
          </select>
        )}
      </FieldShell>
      <CaptionChoices captions={captions} onChange={(next) => onChange({ captions: next })} />
    </div>
  );
}

interface ProbeReportProps {
  id: string;
  pending: boolean;
  result: ProbeResult | undefined;
  layout: string;
  captions: readonly string[];
  onChange: StreamFieldsProps['onChange'];
}

/** The probe's answer beside the field: a live region, so it is heard when it arrives. */
function ProbeReport({ id, pending, result, layout, captions, onChange }: ProbeReportProps) {
  const { t } = useTranslation('admin');
  const format = useCountFormat();
  const failed = !pending && result !== undefined && !result.ok;
  return (
    <div
      id={id}
      role="status"
      className={
        failed
          ? 'space-y-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100'
          : 'space-y-2 rounded-xl border-2 border-slate-400 bg-slate-50 p-4 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100'
      }
    >
      {pending || result === undefined ? (
        <p>{t('probe.checking')}</p>
      ) : !result.ok ? (
        <>
          <p className="font-semibold">{t('probe.failedTitle')}</p>
          <p>{probeProblemText(t, result)}</p>
          <p>{t('probe.blocksPublishing')}</p>
        </>
      ) : (
        <>
          <p className="font-semibold">{t('probe.okTitle')}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>{t('probe.renditions', { count: result.renditions.length, number: format(result.renditions.length), list: result.renditions.map((r) => `${r.width}×${r.height}`).join(', ') })}</li>
            <li>{t('probe.top', { width: result.top.width, height: result.top.height })}</li>
            <li>{result.layout === null ? t('probe.layoutUnknown') : t('probe.layoutGuess', { layout: t(`layouts.${result.layout}`) })}</li>
            <li>{result.captions.length === 0 ? t('probe.noCaptions') : t('probe.captions', { languages: result.captions.join(', ') })}</li>
          </ul>
          <div className="flex flex-wrap gap-2">
            {result.layout !== null && result.layout !== layout && (
              <Button variant="secondary" onClick={() => onChange({ layout: result.layout ?? layout })}>
                {t('probe.useLayout', { layout: t(`layouts.${result.layout}`) })}
              </Button>
            )}
            {knownCaptions(result.captions).join() !== [...captions].sort().join() && knownCaptions(result.captions).length > 0 && (
              <Button variant="secondary" onClick={() => onChange({ captions: knownCaptions(result.captions) })}>
                {t('probe.useCaptions')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** The caption languages found that are site languages, sorted: what the captions field can hold. */
const knownCaptions = (found: readonly string[]): Language[] => LANGUAGES.filter((language) => found.some((code) => code === language || code.startsWith(`${language}-`))).sort();

function CaptionChoices({ captions, onChange }: { captions: readonly string[]; onChange: (captions: string[]) => void }) {
  const { t } = useTranslation('admin');
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="space-y-2">
      <legend className="text-base font-semibold text-slate-900 dark:text-slate-100">{t('editor.fields.captions')}</legend>
      <p id={hintId} className="text-base text-slate-700 dark:text-slate-300">{t('editor.hints.captions')}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {LANGUAGES.map((language) => (
          <label key={language} className="inline-flex min-h-12 items-center gap-3 text-lg text-slate-900 dark:text-slate-100">
            <input
              type="checkbox"
              name="captions"
              value={language}
              checked={captions.includes(language)}
              onChange={(event) => onChange(event.target.checked ? [...captions, language].sort() : captions.filter((c) => c !== language))}
              className="size-6"
            />
            {t(`languages.${language}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
