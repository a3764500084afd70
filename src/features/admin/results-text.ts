import { useTranslation } from 'react-i18next';
import { useCountFormat } from './use-count-format';

export interface ResultsCount {
  /** Rows loaded and on screen. */
  shown: number;
  /** Rows in the table (or matching the search) in the database; null if the server did not say. */
  total: number | null;
  searching: boolean;
}

/** "Showing 50 of 1,234 rows" (or "… that match the search"): what the count line shows and the announcer says. */
export function useResultsText(): (count: ResultsCount) => string {
  const { t } = useTranslation('admin');
  const format = useCountFormat();
  return ({ shown, total, searching }) => {
    if (total === null) return t('results.loaded', { count: shown, shown: format(shown) });
    const values = { count: total, shown: format(shown), total: format(total) };
    return searching ? t('results.matching', values) : t('results.showing', values);
  };
}
