import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, REGION_BY_LANGUAGE, type Language } from '@/i18n/config';

/** The visitor's language for Intl texts, and the locale with the site's region for the week's first day. */
export function useLanguage(): { language: Language; regionLocale: string } {
  const { i18n } = useTranslation('agenda');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, regionLocale: `${language}-${REGION_BY_LANGUAGE[language]}` };
}
