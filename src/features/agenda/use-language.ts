import { REGION_BY_LANGUAGE, type Language } from '@/i18n/config';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** The visitor's language for Intl texts, and the locale with the site's region for the week's first day. */
export function useLanguage(): { language: Language; regionLocale: string } {
  const language = useDisplayLanguage();
  return { language, regionLocale: `${language}-${REGION_BY_LANGUAGE[language]}` };
}
