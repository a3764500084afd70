import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { HOME_COLUMN } from './home-column';
import { RECOGNITION_SECTION_ID } from './section-ids';

/** The award's line icon, drawn here rather than from home-icons.tsx: the first screens need this one only. */
const AWARD_PATH = 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5-1.2L7 21l5-3 5 3-1.5-7.2';

/** A slim band under the hero, in the hall's dark (palette-band: slate-900): the recognition in one line, with a jump to the Recognition section. */
export function VisionStrip() {
  const { t } = useTranslation('home');
  return (
    <section data-dark-band="" aria-labelledby="vision-heading" className="border-t border-white/10 bg-slate-900 text-white">
      <div className={cn(HOME_COLUMN, 'flex flex-col items-start gap-3 py-6 sm:flex-row sm:items-center sm:gap-6')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 shrink-0 text-stage-300" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d={AWARD_PATH} />
        </svg>
        <div className="w-full min-w-0 flex-1 space-y-1 sm:w-auto">
          <h2 id="vision-heading" className="text-xl font-semibold">
            {t('vision.title')}
          </h2>
          <p className="text-lg text-slate-200">{t('vision.text')}</p>
        </div>
        <a
          href={`#${RECOGNITION_SECTION_ID}`}
          className="inline-flex min-h-11 items-center font-semibold text-stage-300 underline underline-offset-4 hover:text-stage-100"
        >
          {t('vision.link')}
        </a>
      </div>
    </section>
  );
}
