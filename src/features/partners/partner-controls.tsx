import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_FILTERS, type PartnerFilter } from '@/content/partner-filter';
import { cn } from '@/ui/cn';

interface PartnerControlsProps {
  searchRef: RefObject<HTMLInputElement | null>;
  search: string;
  filter: PartnerFilter;
  onSearchChange: (search: string) => void;
  onFilterChange: (filter: PartnerFilter) => void;
}

/** The search box (filters as one types) and the category buttons (one pressed at a time). */
export function PartnerControls({ searchRef, search, filter, onSearchChange, onFilterChange }: PartnerControlsProps) {
  const { t } = useTranslation('partners');
  const searchId = useId();
  const filterLabelId = useId();
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-2 lg:w-80">
        <label htmlFor={searchId} className="text-base font-semibold text-slate-800 dark:text-slate-100">
          {t('search.label')}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={search}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
          className="min-h-11 rounded-xl border-2 border-slate-400 bg-white px-4 py-2 text-base text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-300"
        />
      </div>
      <div className="flex flex-col gap-2">
        <p id={filterLabelId} className="text-base font-semibold text-slate-800 dark:text-slate-100">
          {t('filter.label')}
        </p>
        <div role="group" aria-labelledby={filterLabelId} className="flex flex-wrap gap-2">
          {PARTNER_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => onFilterChange(option)}
              className={cn(
                'min-h-11 min-w-11 rounded-full border-2 px-4 py-2 text-base font-semibold transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-300',
                filter === option
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
              )}
            >
              {t(`filter.${option}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
