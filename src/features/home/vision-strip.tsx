import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { inlineLinkClasses } from '@/ui/link-classes';
import { HOME_COLUMN } from './home-section';
import { HomeIcon } from './home-icons';
import { RECOGNITION_SECTION_ID } from './section-ids';

/** A slim strip under the hero: the recognition in one line, with a jump to the Recognition section. */
export function VisionStrip() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="vision-heading" className="border-y border-brand-200 bg-brand-50 dark:border-brand-900 dark:bg-brand-950/40">
      <div className={cn(HOME_COLUMN, 'flex flex-col items-start gap-3 py-6 sm:flex-row sm:items-center sm:gap-6')}>
        <HomeIcon name="award" className="size-10 text-brand-700 dark:text-brand-300" />
        <div className="flex-1 space-y-1">
          <h2 id="vision-heading" className="text-xl font-bold text-brand-950 dark:text-white">
            {t('vision.title')}
          </h2>
          <p className="text-lg text-slate-800 dark:text-slate-200">{t('vision.text')}</p>
        </div>
        <a href={`#${RECOGNITION_SECTION_ID}`} className={inlineLinkClasses}>
          {t('vision.link')}
        </a>
      </div>
    </section>
  );
}
