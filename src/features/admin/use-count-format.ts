import { useDisplayLanguage } from '@/i18n/use-display-language';

/** Counts as the visitor writes them ("1,234", "1.234", "1 234"); i18next only picks the plural form. */
export function useCountFormat(): (count: number) => string {
  const format = new Intl.NumberFormat(useDisplayLanguage());
  return (count) => format.format(count);
}
