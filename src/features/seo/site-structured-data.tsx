import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/content/brand';
import { SITE_URL } from '@/lib/env';
import { jsonLdGraph, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

/**
 * The site's schema.org graph, rendered once in the root layout: Organization and WebSite on every page.
 * (The home page adds its concerts as MusicEvents from its lower part: concert-events-data.tsx, so the
 * programme's code stays out of every page's first download.) Its own Suspense boundary, so loading the
 * `seo` namespace never suspends the layout.
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
  const nodes = [organizationJsonLd(SITE_URL, BRAND, t('organization.description')), websiteJsonLd(SITE_URL, BRAND.name, i18n.language)];
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }} />;
}
