import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BRAND } from '@/content/brand';
import { LANGUAGES, REGION_BY_LANGUAGE, isLanguage } from '@/i18n/config';
import type seo from '@/i18n/locales/en/seo.json';
import { SITE_URL } from '@/lib/env';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from '@/content/social-images';
import { SHELL_DEFAULT_ATTRIBUTE } from './shell-head';
import { absoluteUrl, alternateLinks, languageUrl } from './urls';

/** The pages with head texts in the `seo` namespace (one per route id). */
export type SeoPage = keyof typeof seo.pages;

interface PageHeadProps {
  page: SeoPage;
  noindex?: boolean;
  /** Already translated texts for a page about one item (a concert): they replace the page's own. */
  title?: string;
  description?: string;
  /** The page's 1200×630 card for link previews (socialImagePath); the site's card otherwise. */
  image?: string;
}

/**
 * Per-page head, rendered with React 19's hoisting of <title>, <meta> and <link> into <head> (and into the
 * prerendered HTML's head at build): title, description and keywords in the active language, Open Graph
 * and Twitter cards with the page's image, the canonical (this language's own address), and either
 * `noindex` or one alternate per language plus x-default. A noindex page lists no alternates: a language
 * cluster of pages kept out of the index only produces crawler warnings. The app shell (app.html) has a
 * default title and description, which useShellDefaultsRetired takes away once the page's own are there.
 */
export function PageHead({ page, noindex = false, title: itemTitle, description: itemDescription, image }: PageHeadProps) {
  const { t, i18n } = useTranslation('seo');
  const { pathname } = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = itemTitle ?? t(`pages.${page}.title`);
  const description = itemDescription ?? t(`pages.${page}.description`);
  const canonical = languageUrl(SITE_URL, pathname, language);
  const imageUrl = absoluteUrl(SITE_URL, image ?? socialImagePath('site'));
  useShellDefaultsRetired();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={t(`pages.${page}.keywords`)} />
      <link rel="canonical" href={canonical} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        alternateLinks(SITE_URL, pathname, LANGUAGES).map(({ hrefLang, href }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
        ))
      )}
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta property="og:locale" content={ogLocale(language)} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

const ogLocale = (language: keyof typeof REGION_BY_LANGUAGE) => `${language}_${REGION_BY_LANGUAGE[language]}`;

/**
 * The app shell's default title and description (scripts/prerender-html.ts, shellPage) go once the page has
 * put its own beside them; one React took over as its own (the only one of its kind) stays.
 */
function useShellDefaultsRetired(): void {
  useEffect(() => {
    for (const selector of ['title', 'meta[name="description"]']) {
      if (document.head.querySelectorAll(selector).length < 2) continue;
      for (const node of document.head.querySelectorAll(`${selector}[${SHELL_DEFAULT_ATTRIBUTE}]`)) node.remove();
    }
  }, []);
}
