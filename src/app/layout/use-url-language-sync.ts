import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isCountry, isLanguage } from '@/i18n/config';
import { setCountry } from '@/i18n/country';
import { useSwitchLanguage } from '@/i18n/language-switch';

/**
 * A `?lang=` or `?country=` link followed inside the site switches language or country too; the language
 * moves into the path (`/concerts?lang=nl` → `/nl/concerts`), where every page keeps it.
 */
export function useUrlLanguageSync(): void {
  const { search } = useLocation();
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const lang = params.get('lang');
    const country = params.get('country');
    if (isLanguage(lang)) void switchLanguage(lang);
    if (isCountry(country)) setCountry(country);
  }, [search, switchLanguage]);
}
