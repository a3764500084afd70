import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BRAND } from '@/content/brand';
import { CONCERTS } from '@/content/concerts';
import { SITE_URL } from '@/lib/env';
import { jsonLdGraph, musicEventsJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

/**
 * The site's schema.org graph, rendered once in the root layout: Organization and WebSite on
 * every page, and the first concerts as MusicEvents on the home page, where they are shown.
 * Its own Suspense boundary, so loading the `seo` namespace never suspends the layout.
 */
export function SiteStructuredData() {
  return (
    <Suspense fallback={null}>
      <StructuredDataScript />
    </Suspense>
  );
}

function StructuredDataScript() {
  const { t, i18n } = useTranslation('seo');
  const { pathname } = useLocation();
  const nodes = [
    organizationJsonLd(SITE_URL, BRAND, t('organization.description')),
    websiteJsonLd(SITE_URL, BRAND.name, i18n.language),
    ...(pathname === '/' ? musicEventsJsonLd(CONCERTS, SITE_URL, BRAND.name) : []),
  ];
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }} />
  );
}
