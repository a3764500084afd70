import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RouteId } from '@/app/route-paths';
import { LANGUAGES, REGION_BY_LANGUAGE, isLanguage } from '@/i18n/config';
import { SITE_URL } from '@/lib/env';
import { canonicalUrl, alternateUrl } from './urls';

interface PageHeadProps {
  page: RouteId;
  noindex?: boolean;
}

/**
 * Per-page head, rendered with React 19's built-in hoisting of <title>, <meta> and <link> into
 * <head> (no head-manager library needed): title, description and keywords in the active language,
 * canonical, one alternate per language (`?lang=`), Open Graph, and noindex where set.
 */
export function PageHead({ page, noindex = false }: PageHeadProps) {
  const { t, i18n } = useTranslation('seo');
  const { pathname } = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t(`pages.${page}.title`);
  const description = t(`pages.${page}.description`);
  const canonical = canonicalUrl(SITE_URL, pathname);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={t(`pages.${page}.keywords`)} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={alternateUrl(SITE_URL, pathname, lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={`${language}_${REGION_BY_LANGUAGE[language]}`} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
