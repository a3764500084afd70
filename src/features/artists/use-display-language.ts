import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/config';

/** The visitor's language, for Intl dates and country names. */
export function useDisplayLanguage(): Language {
  const { i18n } = useTranslation('artist');
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
