import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { NotFoundState } from '@/ui/not-found-state';

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
      <NotFoundState mark="404" heading={t('notFound.title')} text={t('notFound.text')} actions={[{ to: '/', label: t('notFound.returnHome') }]} />
    </>
  );
}
