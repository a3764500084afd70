import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCERTS, type SampleConcert } from '@/content/concerts';
import { formatLocation, type Price } from './agenda-format';
import { AgendaFilters } from './agenda-filters';
import { ConcertCalendar } from './concert-calendar';
import { filterConcerts } from './concert-filter';
import { ConcertList } from './concert-list';
import { EmptyState } from './empty-state';
import { useAgendaUrl } from './use-agenda-url';
import { useLanguage } from './use-language';
import { useResultsAnnouncement } from '@/ui/use-results-announcement';

/**
 * /concerts: the programme as a list or a month calendar, narrowed by a search and a genre that live in
 * the address. `price` is the ticket price of the site's structured data, handed over by the page.
 */
export function Agenda({ price }: { price: Price }) {
  const { t } = useTranslation('agenda');
  const { t: tConcerts } = useTranslation('concerts');
  const { language } = useLanguage();
  const agenda = useAgendaUrl();
  const searchBox = useRef<HTMLInputElement>(null);

  // What a visitor can find a concert by: the title they read, the artist, and the venue as written and as shown.
  const textsOf = (concert: SampleConcert) => [
    tConcerts(`items.${concert.id}.title`),
    concert.artist,
    concert.venue,
    formatLocation(concert.venue, language),
  ];
  const shown = filterConcerts(CONCERTS, agenda, textsOf);
  const count = t('results.count', { count: shown.length });
  useResultsAnnouncement(`${agenda.search.trim()}|${agenda.genre ?? ''}`, count);

  const clearFilters = () => {
    agenda.clearFilters();
    // The button goes away with the empty state: focus goes where the visitor can start again.
    searchBox.current?.focus();
  };

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-4">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{t('title')}</h1>
        <p className="max-w-3xl text-xl leading-relaxed text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      <AgendaFilters
        search={agenda.search}
        genre={agenda.genre}
        view={agenda.view}
        onSearch={agenda.setSearch}
        onGenre={agenda.setGenre}
        onView={agenda.setView}
        searchRef={searchBox}
      />
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-200">{count}</p>
      {shown.length === 0 ? (
        <EmptyState onClear={clearFilters} />
      ) : agenda.view === 'calendar' ? (
        <ConcertCalendar concerts={shown} price={price} />
      ) : (
        <ConcertList concerts={shown} price={price} />
      )}
    </div>
  );
}
