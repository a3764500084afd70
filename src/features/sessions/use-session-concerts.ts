import { useTranslation } from 'react-i18next';
import { useProgrammePlaylist, type WatchableEntry } from '@/features/concerts';

/** What a session can play: the demo and every concert with its own recording (the headsets' player offers the same). */
export function useSessionConcerts(): WatchableEntry[] {
  const { t } = useTranslation('player');
  return useProgrammePlaylist({ demoTitle: t('demoTitle') }).entries;
}
