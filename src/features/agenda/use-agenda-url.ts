import { useCallback, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { parseAgendaParams, withAgendaParams, type AgendaParams } from './agenda-params';

/** Marks the history entries the agenda writes itself, to tell them from links and Back/Forward. */
const OWN_ENTRY = { agenda: true } as const;
const isOwnEntry = (state: unknown) => typeof state === 'object' && state !== null && 'agenda' in state;

/**
 * The agenda's state, kept in the address (search, genre, view, the calendar's month). The page reads its own copy, because
 * the router applies address changes in a transition: a search box bound to the address directly would
 * lag and drop letters while typing. The copy follows the address when someone else changes it (a link
 * to /concerts, Back or Forward). Typing replaces the history entry, so Back does not replay each letter;
 * choosing a genre or view adds one.
 */
export function useAgendaUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [state, setState] = useState<AgendaParams>(() => parseAgendaParams(searchParams));
  const [seenKey, setSeenKey] = useState(location.key);

  // Adjusting state while rendering (not in an effect) avoids one frame with the old filter.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !isOwnEntry(location.state)) setState(parseAgendaParams(searchParams));
  }

  const update = useCallback(
    (next: AgendaParams, replace: boolean) => {
      setState(next);
      // From the address as it is now: the router's own copy lags behind a genre change still in its
      // transition, and writing from it would drop or reorder that change.
      setSearchParams(() => withAgendaParams(new URLSearchParams(window.location.search), next), { replace, state: OWN_ENTRY, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return {
    ...state,
    setSearch: (search: string) => update({ ...state, search }, true),
    setGenre: (genre: AgendaParams['genre']) => update({ ...state, genre }, false),
    setView: (view: AgendaParams['view']) => update({ ...state, view }, false),
    /** The calendar's month: replaces the entry, so Back leaves the calendar rather than stepping through months. */
    setMonth: (month: AgendaParams['month']) => update({ ...state, month }, true),
    clearFilters: () => update({ ...state, search: '', genre: null }, false),
  };
}
