import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';

/** An address under /artist/ that names no artist: say so, and offer the programme and the home page. */
export function ArtistNotFound() {
  const { t } = useTranslation('artist');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">{t('notFound.heading')}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('notFound.text')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/concerts" className={buttonClasses('primary')}>
          {t('notFound.allConcerts')}
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
