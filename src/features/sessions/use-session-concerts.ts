import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { watchablePlaylist, type WatchableEntry } from '@/content/watchable';

/** What a session can play: the demo and every recorded concert (the headsets' player offers the same). */
export function useSessionConcerts(): WatchableEntry[] {
  const { t } = useTranslation(['player', 'concerts']);
  return useMemo(() => watchablePlaylist(t('player:demoTitle'), (concert) => t(`concerts:items.${concert.id}.title`)), [t]);
}
