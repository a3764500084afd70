import { useCallback, useEffect, useRef, useState } from 'react';
import type { WatchableEntry } from '@/features/concerts';
import { checkOfflinePages, type OfflinePages } from './offline-pages';
import { offlineFiles } from './offline-plan';
import { allKept, keepOffline, keepStorage, roomLeft, sizeOf, type Progress } from './offline-media-store';

export type Preparation =
  | { step: 'idle' }
  | { step: 'measuring' }
  | { step: 'no-room'; needed: number; room: number }
  | { step: 'downloading'; needed: number; room: number | null; progress: Progress }
  | { step: 'failed'; reason: string }
  /** The concerts are kept; the page's own files are not known to open offline yet (the service worker's steps). */
  | { step: 'pages'; pages: Exclude<OfflinePages, { step: 'ready' }>; persisted: boolean | null }
  | { step: 'ready'; persisted: boolean | null };

/**
 * The page itself, offline: the service worker followed until it controls the page with every file the page
 * loaded kept. The player's code, not loaded yet on this screen, is in the worker's precache with all the
 * site's code, which an active worker holds whole (its install fails on any file missing).
 */
async function pagesOffline(persisted: boolean | null, setState: (state: Preparation) => void, signal: AbortSignal): Promise<void> {
  const report = (pages: OfflinePages) => {
    if (signal.aborted) return;
    setState(pages.step === 'ready' ? { step: 'ready', persisted } : { step: 'pages', pages, persisted });
  };
  await checkOfflinePages(report, signal);
}

/** Ends the work `ref` holds and starts a new one: a check and a preparation never report over each other. */
function renew(ref: { current: AbortController | null }): AbortController {
  ref.current?.abort();
  return (ref.current = new AbortController());
}

/**
 * Preparing the kiosk for a day without network: list the files of the chosen concerts, weigh them
 * against the room the browser grants (refusing at once when it is not enough), ask the browser to keep
 * them, and download what is not kept yet, with progress. Already-kept files are not fetched again.
 * Ready only when a reload without network would play: the concerts kept and the page under the service
 * worker's control with its own files kept (pagesOffline).
 */
/** `concerts` (the demo and the chosen ones, keptEntries) must keep its identity while unchanged: it restarts the check. */
export function useOfflinePreparation(concerts: readonly WatchableEntry[]) {
  const [state, setState] = useState<Preparation>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  // A device prepared earlier (with these concerts) is ready once its page is checked too.
  useEffect(() => {
    const controller = renew(abort);
    setState({ step: 'idle' });
    void offlineFiles(concerts, window.location.origin)
      .then(allKept)
      .then((kept) => (kept && !controller.signal.aborted ? pagesOffline(null, setState, controller.signal) : undefined))
      .catch(() => {});
    return () => controller.abort();
  }, [concerts]);

  useEffect(() => () => abort.current?.abort(), []);

  const prepare = useCallback(async () => {
    const controller = renew(abort);
    setState({ step: 'measuring' });
    try {
      const files = await offlineFiles(concerts, window.location.origin);
      const [needed, room] = await Promise.all([sizeOf(files), roomLeft()]);
      if (room !== null && needed > room) return setState({ step: 'no-room', needed, room });
      const persisted = await keepStorage();
      setState({ step: 'downloading', needed, room, progress: { done: 0, total: files.length } });
      await keepOffline(files, (progress) => setState({ step: 'downloading', needed, room, progress }), controller.signal);
      await pagesOffline(persisted, setState, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }, [concerts]);

  return { state, prepare };
}
