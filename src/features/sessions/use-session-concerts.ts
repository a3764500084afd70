import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { programmePlaylist, useConcerts, type WatchableEntry } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useToday } from '@/lib/use-today';

/** What a session can play: the demo and every recording of the programme (the headsets' player offers the same). */
export function useSessionConcerts(): WatchableEntry[] {
  const { t } = useTranslation('player');
  const language = useDisplayLanguage();
  const now = useToday();
  const { data: concerts } = useConcerts();
  return useMemo(() => programmePlaylist(concerts ?? [], { demoTitle: t('demoTitle'), language, now }), [concerts, t, language, now]);
}
