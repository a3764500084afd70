import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isCountry, isLanguage } from '@/i18n/config';
import { setCountry } from '@/i18n/country';
import { setLanguage } from '@/i18n/i18n';

/** A `?lang=` or `?country=` link followed inside the site switches language or country too. */
export function useUrlLanguageSync(): void {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const lang = params.get('lang');
    const country = params.get('country');
    if (isLanguage(lang)) void setLanguage(lang);
    if (isCountry(country)) setCountry(country);
  }, [search]);
}
