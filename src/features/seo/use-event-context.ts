import { useTranslation } from 'react-i18next';
import { BRAND } from '@/content/brand';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { SITE_URL } from '@/lib/env';
import { useToday } from '@/lib/use-today';
import type { EventContext } from './concert-event';

/** What a page's concert events are built with: its language, its day, and its line for a concert without a description. */
export function useEventContext(): EventContext {
  const { t } = useTranslation('seo');
  const language = useDisplayLanguage();
  const now = useToday();
  return { siteUrl: SITE_URL, language, organizerName: BRAND.name, now, fallbackDescription: t('pages.concert.description') };
}
