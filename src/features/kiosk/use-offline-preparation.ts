import { useCallback, useEffect, useRef, useState } from 'react';
import type { WatchableEntry } from '@/features/concerts';
import { offlineFiles } from './offline-plan';
import { allKept, keepOffline, keepStorage, roomLeft, sizeOf, type Progress } from './offline-media-store';

export type Preparation =
  | { step: 'idle' }
  | { step: 'measuring' }
  | { step: 'no-room'; needed: number; room: number }
  | { step: 'downloading'; needed: number; room: number | null; progress: Progress }
  | { step: 'failed'; reason: string }
  | { step: 'ready'; persisted: boolean | null };

/**
 * Preparing the kiosk for a day without network: list the files of the chosen concerts, weigh them
 * against the room the browser grants (refusing at once when it is not enough), ask the browser to keep
 * them, and download what is not kept yet, with progress. Already-kept files are not fetched again.
 */
/** `concerts` (the demo and the chosen ones, keptEntries) must keep its identity while unchanged: it restarts the check. */
export function useOfflinePreparation(concerts: readonly WatchableEntry[]) {
  const [state, setState] = useState<Preparation>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  // A device prepared earlier (with these concerts) is ready at once.
  useEffect(() => {
    let current = true;
    setState({ step: 'idle' });
    void offlineFiles(concerts, window.location.origin)
      .then(allKept)
      .then((kept) => current && kept && setState({ step: 'ready', persisted: null }))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [concerts]);

  useEffect(() => () => abort.current?.abort(), []);

  const prepare = useCallback(async () => {
    abort.current?.abort();
    const controller = (abort.current = new AbortController());
    setState({ step: 'measuring' });
    try {
      const files = await offlineFiles(concerts, window.location.origin);
      const [needed, room] = await Promise.all([sizeOf(files), roomLeft()]);
      if (room !== null && needed > room) return setState({ step: 'no-room', needed, room });
      const persisted = await keepStorage();
      setState({ step: 'downloading', needed, room, progress: { done: 0, total: files.length } });
      await keepOffline(files, (progress) => setState({ step: 'downloading', needed, room, progress }), controller.signal);
      setState({ step: 'ready', persisted });
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }, [concerts]);

  return { state, prepare };
}
