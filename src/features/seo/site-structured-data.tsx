import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/content/brand';
import { SITE_URL } from '@/lib/env';
import { organizationJsonLd, websiteJsonLd } from './json-ld';
import { JsonLdScript } from './json-ld-script';

/**
 * The site's schema.org graph, rendered once in the root layout: Organization and WebSite on every page.
 * (The home page adds its concerts as MusicEvents from its lower part, concert-events-data.tsx; a concert
 * page its own event and the agenda its list: the programme's code stays out of every page's first
 * download.) Its own Suspense boundary, so loading the `seo` namespace never suspends the layout.
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
  return <JsonLdScript nodes={[organizationJsonLd(SITE_URL, BRAND, t('organization.description')), websiteJsonLd(SITE_URL, BRAND.name, i18n.language)]} />;
}
