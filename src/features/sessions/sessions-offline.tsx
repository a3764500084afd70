import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { ActionRow } from '@/ui/prose-section';

const SUBHEADING = 'text-xl font-bold text-slate-900 dark:text-white';

/**
 * /session and /join on a site without its service: what a group session is, what it needs and how to get
 * one, written for the care staff who land here, with a way on (contact) and something to do meanwhile (the demo).
 */
export function SessionsOffline() {
  const { t } = useTranslation('sessions');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-6 rounded-xl border border-amber-300 bg-amber-50 p-6 text-lg text-slate-800 dark:border-amber-500/50 dark:bg-slate-900 dark:text-slate-200"
    >
      <h2 id={id} className="text-2xl font-bold text-amber-950 dark:text-amber-100">
        {t('offline.title')}
      </h2>
      <div className="space-y-2">
        <h3 className={SUBHEADING}>{t('offline.what.title')}</h3>
        <p className="max-w-3xl">{t('offline.what.text')}</p>
      </div>
      <div className="space-y-2">
        <h3 className={SUBHEADING}>{t('offline.needs.title')}</h3>
        <ul className="max-w-3xl list-disc space-y-1 ps-6">
          <li>{t('offline.needs.service')}</li>
          <li>{t('offline.needs.account')}</li>
        </ul>
      </div>
      <div className="space-y-3">
        <h3 className={SUBHEADING}>{t('offline.get.title')}</h3>
        <p className="max-w-3xl">{t('offline.get.text')}</p>
        <ActionRow>
          <Link to="/contact" className={buttonClasses('primary')}>
            {t('offline.get.contact')}
          </Link>
          <Link to="/concert/demo" className={buttonClasses('secondary')}>
            {t('offline.get.demo')}
          </Link>
        </ActionRow>
      </div>
    </section>
  );
}
