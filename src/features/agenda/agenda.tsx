import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { concertText, ProgrammeStatus, useConcerts } from '@/features/concerts';
import { useToday } from '@/lib/use-today';
import { PageHeader } from '@/ui/page-header';
import { useResultsAnnouncement } from '@/ui/use-results-announcement';
import { withDays, type AgendaConcert } from './agenda-concert';
import { formatLocation } from './agenda-format';
import { AgendaFilters } from './agenda-filters';
import { agendaOrder } from './agenda-order';
import { ConcertCalendar } from './concert-calendar';
import { filterConcerts } from './concert-filter';
import { ConcertList } from './concert-list';
import { EmptyState } from './empty-state';
import { useAgendaUrl } from './use-agenda-url';
import { useLanguage } from './use-language';

/**
 * /concerts: the programme as a list or a month calendar, narrowed by a search and a genre that live in
 * the address. What can be booked comes first; concerts that have taken place follow, as recordings.
 */
export function Agenda() {
  const { t } = useTranslation('agenda');
  const { data, isError, refetch } = useConcerts();
  const today = useToday();
  const concerts = useMemo(() => agendaOrder(data ?? [], today).map(withDays), [data, today]);
  return (
    <>
      <PageHeader as="header" title={t('title')} lead={t('intro')} still="stage-side" />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        {data ? <FilteredAgenda concerts={concerts} today={today} /> : <ProgrammeStatus failed={isError} onRetry={() => void refetch()} />}
      </div>
    </>
  );
}

function FilteredAgenda({ concerts, today }: { concerts: readonly AgendaConcert[]; today: Date }) {
  const { t } = useTranslation('agenda');
  const { language } = useLanguage();
  const agenda = useAgendaUrl();
  const searchBox = useRef<HTMLInputElement>(null);
  const resultCount = useRef<HTMLParagraphElement>(null);

  // What a visitor can find a concert by: the title they read, the artist, and the venue as written and as shown.
  const textsOf = (concert: AgendaConcert) => [
    concertText(concert, language).title,
    concert.artistName ?? '',
    concert.venue ?? '',
    concert.venue ? formatLocation(concert.venue, language) : '',
  ];
  const shown = filterConcerts(concerts, agenda, textsOf);
  const count = t('results.count', { count: shown.length });
  useResultsAnnouncement(`${agenda.search.trim()}|${agenda.genre ?? ''}`, count);

  const clearFilters = () => {
    agenda.clearFilters();
    // The button goes away with the empty state: focus goes where the visitor can start again.
    searchBox.current?.focus();
  };

  return (
    <>
      <AgendaFilters
        search={agenda.search}
        genre={agenda.genre}
        view={agenda.view}
        onSearch={agenda.setSearch}
        onGenre={agenda.setGenre}
        onView={agenda.setView}
        // The count heads the results: from there a screen reader reads on into the concerts (and a phone's
        // keyboard closes). The address already holds the search, so nothing else is left to do.
        onShowResults={() => resultCount.current?.focus()}
        searchRef={searchBox}
      />
      <p ref={resultCount} tabIndex={-1} className="text-lg font-semibold text-slate-800 dark:text-slate-200">
        {count}
      </p>
      {shown.length === 0 ? (
        <EmptyState onClear={clearFilters} />
      ) : agenda.view === 'calendar' ? (
        <ConcertCalendar concerts={shown} today={today} month={agenda.month} onMonth={agenda.setMonth} />
      ) : (
        <ConcertList concerts={shown} today={today} />
      )}
    </>
  );
}
