import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    // A trace for whoever follows a broken link; a warning, since the site itself did nothing wrong.
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <>
      <PageHead page="notFound" noindex />
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-20 text-center">
        <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
        <h1 className="text-4xl font-bold">{t('notFound.title')}</h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('notFound.text')}</p>
        <Link to="/" className={buttonClasses('primary')}>
          {t('notFound.returnHome')}
        </Link>
      </section>
    </>
  );
}
