import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GENRES, type Genre } from '@/features/concerts';
import { cn } from '@/ui/cn';
import { AGENDA_VIEWS, GENRE_PARAM, isGenre, SEARCH_MAX_LENGTH, SEARCH_PARAM, type AgendaView } from './agenda-params';

interface AgendaFiltersProps {
  search: string;
  genre: Genre | null;
  view: AgendaView;
  onSearch: (search: string) => void;
  onGenre: (genre: Genre | null) => void;
  onView: (view: AgendaView) => void;
  /** Enter or the submit button: the list already follows the search, so this takes the visitor to it. */
  onShowResults: () => void;
  searchRef: Ref<HTMLInputElement>;
}

const fieldClasses =
  'min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400';
const labelClasses = 'block text-base font-semibold text-slate-800 dark:text-slate-200';
const submitClasses =
  'min-h-12 max-w-full rounded-xl border-2 border-brand-700 bg-brand-700 px-4 text-lg font-semibold text-white hover:bg-brand-800 dark:border-stage-400 dark:bg-stage-400 dark:text-slate-950 dark:hover:bg-stage-300';

/** Search box, genre choice and view switch: a search landmark that filters as the visitor types. */
export function AgendaFilters({ search, genre, view, onSearch, onGenre, onView, onShowResults, searchRef }: AgendaFiltersProps) {
  const { t } = useTranslation('agenda');
  const { t: tConcerts } = useTranslation('concerts');
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      // The fields carry the address's parameter names, so a submit before the page's code runs is a plain GET
      // of /concerts?search=… that the agenda reads; once live, a submit only takes the visitor to the results.
      onSubmit={(event) => {
        event.preventDefault();
        onShowResults();
      }}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_max-content] lg:items-start dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor="agenda-search" className={labelClasses}>
          {t('filters.search')}
        </label>
        {/* Side by side where both fit; on a phone the button goes under the box rather than squeeze it. */}
        <div className="flex flex-wrap gap-2">
          <input
            ref={searchRef}
            id="agenda-search"
            name={SEARCH_PARAM}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="agenda-search-hint"
            className={cn(fieldClasses, 'min-w-0 flex-[1_1_12rem]')}
          />
          <button type="submit" className={submitClasses}>
            {t('filters.submit')}
          </button>
        </div>
        <p id="agenda-search-hint" className="text-sm text-slate-700 dark:text-slate-300">
          {t('filters.searchHint')}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="agenda-genre" className={labelClasses}>
          {t('filters.genre')}
        </label>
        <select
          id="agenda-genre"
          name={GENRE_PARAM}
          value={genre ?? ''}
          onChange={(event) => onGenre(isGenre(event.target.value) ? event.target.value : null)}
          className={fieldClasses}
        >
          <option value="">{t('filters.allGenres')}</option>
          {GENRES.map((id) => (
            <option key={id} value={id}>
              {tConcerts(`genres.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <ViewSwitch view={view} onView={onView} />
    </form>
  );
}

/** Two toggle buttons (aria-pressed): the pressed one is the view on screen. */
function ViewSwitch({ view, onView }: { view: AgendaView; onView: (view: AgendaView) => void }) {
  const { t } = useTranslation('agenda');
  return (
    <div className="space-y-1">
      <span id="agenda-view-label" className={labelClasses}>
        {t('filters.view')}
      </span>
      <div role="group" aria-labelledby="agenda-view-label" className="flex flex-wrap gap-2">
        {AGENDA_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onView(option)}
            className={cn(
              'min-h-12 min-w-24 flex-1 rounded-xl lg:flex-none border-2 px-4 text-lg font-semibold transition-colors',
              view === option
                ? 'border-brand-700 bg-brand-700 text-white dark:border-stage-400 dark:bg-stage-400 dark:text-slate-950'
                : 'border-slate-400 bg-white text-slate-900 hover:bg-brand-50 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
            )}
          >
            {t(`filters.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
