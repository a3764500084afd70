// Drawn wholly on the stage screen's dark panel (stage-view.tsx), in both colour schemes: palette-band: slate-950
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { meterText } from './meter-words';

/**
 * The applause meter: a bar that rises with each batch and falls away, with its value in words. Its width
 * glides only where motion is welcome (motion-safe, and the site's reduced-motion switch stops transitions);
 * it never blinks or changes colour.
 */
export function ApplauseMeterBar({ reading }: { reading: number }) {
  const { t } = useTranslation('stage');
  const language = useDisplayLanguage();
  const { percent, word } = meterText(reading);
  const text = t('meter.value', { word: t(`meter.words.${word}`), percent: new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100) });
  return (
    <div>
      <h3 id="stage-meter-label" className="text-2xl font-semibold text-slate-200">
        {t('meter.label')}
      </h3>
      <div
        role="meter"
        aria-labelledby="stage-meter-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-3 h-10 overflow-hidden rounded-full border-2 border-slate-400 bg-slate-800"
      >
        <div className="h-full rounded-full bg-amber-300 motion-safe:transition-[width] motion-safe:duration-300 motion-safe:ease-out" style={{ width: `${percent}%` }} />
      </div>
      <p aria-hidden="true" className="mt-2 text-3xl font-bold">
        {text}
      </p>
    </div>
  );
}
