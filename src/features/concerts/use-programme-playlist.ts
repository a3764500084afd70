import { useMemo } from 'react';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useToday } from '@/lib/use-today';
import { useConcerts } from './api/list-concerts';
import { programmePlaylist, type WatchableEntry } from './playlist';
import type { ProgrammeConcert } from './programme';

/**
 * The playlist every player-side reader offers (programmePlaylist), from the programme as this deployment
 * has it: the database with a backend, the sample without. The demo alone until the list is read.
 * `settled` says the list has been read (or has failed), so a reader that keeps concerts offline can wait.
 */
export function useProgrammePlaylist({ demoTitle, current }: { demoTitle: string; current?: ProgrammeConcert }): { entries: WatchableEntry[]; settled: boolean } {
  const language = useDisplayLanguage();
  const now = useToday();
  const { data: concerts, isPending } = useConcerts();
  const entries = useMemo(() => programmePlaylist(concerts ?? [], { demoTitle, language, now, current }), [concerts, demoTitle, language, now, current]);
  return { entries, settled: !isPending };
}
