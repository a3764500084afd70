import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterPartners, type PartnerFilter } from '@/content/partner-filter';
import { PARTNERS } from '@/content/partners';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { PartnerCarousel } from './partner-carousel';
import { PartnerControls } from './partner-controls';

/** Waits for a pause in typing, so a screen reader hears one count and not one per letter. */
const ANNOUNCE_AFTER_MS = 600;

/** 'Our Partners' (SPEC section 2, home item 7): the logo carousel with its search and category filter. */
export function PartnersSection() {
  const { t } = useTranslation('partners');
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PartnerFilter>('all');
  const [stopped, setStopped] = useState(false);
  const shown = useMemo(() => filterPartners(PARTNERS, { search, filter }), [search, filter]);
  const count = t('results', { count: shown.length });
  useCountAnnouncement(count, `${search}|${filter}`);

  // Searching or filtering is an interaction too: the logos stop moving under the person's eyes.
  const changeSearch = useCallback((next: string) => {
    setSearch(next);
    setStopped(true);
  }, []);
  const changeFilter = useCallback((next: PartnerFilter) => {
    setFilter(next);
    setStopped(true);
  }, []);

  const searchRef = useRef<HTMLInputElement>(null);
  // The button disappears with the empty state: focus goes back to the search box, not to the page's top.
  const showAll = () => {
    changeSearch('');
    changeFilter('all');
    searchRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="bg-white px-4 py-16 sm:px-6 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl space-y-8">
        <header className="mx-auto max-w-3xl space-y-4 text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t('title')}
          </h2>
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
        </header>
        <PartnerControls searchRef={searchRef} search={search} filter={filter} onSearchChange={changeSearch} onFilterChange={changeFilter} />
        <p className="text-base font-semibold text-slate-700 dark:text-slate-300">{count}</p>
        {shown.length > 0 ? (
          // A new set of logos gets a fresh carousel, starting at its first logo.
          <PartnerCarousel key={shown.map((p) => p.alt).join('|')} partners={shown} stopped={stopped} onStoppedChange={setStopped} />
        ) : (
          <div className="space-y-4 rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{t('empty.title')}</h3>
            <p className="text-lg text-slate-700 dark:text-slate-300">{t('empty.text')}</p>
            <Button variant="secondary" onClick={showAll}>
              {t('empty.reset')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Announces the count politely after each change of the query (not on the first render). */
function useCountAnnouncement(message: string, query: string): void {
  const firstQuery = useRef(query);
  const changed = useRef(false);
  useEffect(() => {
    changed.current ||= query !== firstQuery.current;
    if (!changed.current) return;
    const timer = setTimeout(() => announce(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message, query]);
}
