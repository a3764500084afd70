import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { ADMIN_TABLES, type AdminTable } from './admin-tables';

/** The tabs of /admin: the form tables, then the facilities (issue 25), which have a panel of their own. */
export const ADMIN_TABS = [...ADMIN_TABLES, 'facilities'] as const;
export type AdminTab = AdminTable | 'facilities';
const isAdminTab = (value: string): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value);

interface AdminTabsProps {
  selected: AdminTab;
  onSelect: (table: AdminTab) => void;
  /** The id of the one tab panel the tabs control. */
  panelId: string;
}

export const tabId = (panelId: string, table: AdminTab) => `${panelId}-tab-${table}`;

const NEXT_BY_KEY: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tables as tabs (WAI-ARIA APG tabs: arrow keys, Home and End move and select, one tab stop), and on
 * a phone, where five tabs do not fit, as a select that does the same.
 */
export function AdminTabs({ selected, onSelect, panelId }: AdminTabsProps) {
  const { t } = useTranslation('admin');
  const selectId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = NEXT_BY_KEY[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const table = ADMIN_TABS[next(ADMIN_TABS.indexOf(selected), ADMIN_TABS.length)] ?? selected;
    onSelect(table);
    document.getElementById(tabId(panelId, table))?.focus();
  };

  return (
    <>
      <div className="space-y-1 sm:hidden">
        <label htmlFor={selectId} className="block text-base font-semibold text-slate-800 dark:text-slate-200">
          {t('tabs.choose')}
        </label>
        <select
          id={selectId}
          value={selected}
          onChange={(event) => isAdminTab(event.target.value) && onSelect(event.target.value)}
          className="min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
        >
          {ADMIN_TABS.map((table) => (
            <option key={table} value={table}>
              {t(`tables.${table}.tab`)}
            </option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label={t('tabs.label')} className="hidden flex-wrap gap-2 border-b-2 border-slate-200 sm:flex dark:border-slate-700">
        {ADMIN_TABS.map((table) => {
          const isSelected = table === selected;
          return (
            <button
              key={table}
              type="button"
              role="tab"
              id={tabId(panelId, table)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(table)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-0.5 min-h-11 rounded-t-xl border-b-4 px-4 py-2 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                isSelected
                  ? 'border-brand-700 text-brand-900 dark:border-brand-300 dark:text-white'
                  : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {t(`tables.${table}.tab`)}
            </button>
          );
        })}
      </div>
    </>
  );
}
