import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStreamUrl, useLiveStreamProbe, type LiveProbeResult } from '@/features/concerts/editing';
import { controlClasses, FieldShell } from '@/lib/forms/fields';
import { useDebouncedValue } from './use-debounced-value';

/** As the recording's field: long enough for an address to be pasted, short enough to follow the typing. */
const PROBE_DEBOUNCE_MS = 800;

interface LiveStreamFieldProps {
  url: string;
  errorText: string | undefined;
  onChange: (url: string) => void;
}

/**
 * The address the concert is streamed live from on its night, checked as it is entered and again every half
 * minute while it is not live yet: live now (with or without a rewind window), ended, or a recording by
 * mistake. Before the night a live service's address is usually not there at all; that is said calmly, and
 * nothing here ever blocks saving or publishing.
 */
export function LiveStreamField({ url, errorText, onChange }: LiveStreamFieldProps) {
  const { t } = useTranslation('admin');
  const reportId = useId();
  const [blurred, setBlurred] = useState(url.trim());
  const typed = useDebouncedValue(url.trim(), PROBE_DEBOUNCE_MS);
  const settled = blurred === url.trim() ? blurred : typed;
  const probe = useLiveStreamProbe(settled);
  const showReport = settled !== '' && isStreamUrl(settled) && errorText === undefined;
  return (
    <div className="space-y-5">
      <FieldShell label={t('editor.fields.liveStreamUrl')} hint={t('editor.hints.liveStreamUrl')} errorText={errorText}>
        {(wiring, invalid) => (
          <input
            {...wiring}
            aria-describedby={[wiring['aria-describedby'], showReport ? reportId : undefined].filter(Boolean).join(' ') || undefined}
            name="liveStreamUrl"
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            value={url}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => setBlurred(url.trim())}
            className={controlClasses(invalid, 'mt-2 block w-full')}
          />
        )}
      </FieldShell>
      {showReport && <LiveProbeReport id={reportId} result={probe.data} />}
    </div>
  );
}

/** The answer's title and its explanation, in words. */
function useReportText(result: LiveProbeResult): { title: string; detail: string } {
  const { t } = useTranslation('admin');
  switch (result.state) {
    case 'notYet':
      return { title: t('liveProbe.titles.notYet'), detail: t(`liveProbe.notYet.${result.reason}`, { status: result.status ?? 0 }) };
    case 'problem':
      return { title: t('liveProbe.titles.problem'), detail: t(`liveProbe.problems.${result.problem}`) };
    default:
      return { title: t(`liveProbe.titles.${result.state}`), detail: t(`liveProbe.details.${result.state}`) };
  }
}

/** A live region: heard when an answer arrives, and when a later check finds the stream live or ended. */
function LiveProbeReport({ id, result }: { id: string; result: LiveProbeResult | undefined }) {
  const { t } = useTranslation('admin');
  // Only a wrong address is drawn as a warning: 'not live yet' is the normal state before the night.
  const warning = result?.state === 'problem' || result?.state === 'recording';
  return (
    <div
      id={id}
      role="status"
      className={
        warning
          ? 'space-y-2 rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-base text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50'
          : 'space-y-2 rounded-xl border-2 border-slate-400 bg-slate-50 p-4 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100'
      }
    >
      {result === undefined ? <p>{t('liveProbe.checking')}</p> : <ReportText result={result} />}
    </div>
  );
}

function ReportText({ result }: { result: LiveProbeResult }) {
  const { t } = useTranslation('admin');
  const { title, detail } = useReportText(result);
  return (
    <>
      <p className="font-semibold">{title}</p>
      <p>{detail}</p>
      <p>{t('liveProbe.neverBlocks')}</p>
    </>
  );
}
