import { useEffect, useState } from 'react';
import { timedFetch } from '@/lib/timed-fetch';
import { rememberManifest } from './live-manifests';

/**
 * How often the page asks whether the live stream has appeared. The concert starts within this, plus the
 * player's start (about 1.5 s: playlists and a first segment, its code already loaded during the waiting room),
 * of the stream appearing: the budget is 3 s for the slowest viewer (bench:live), which 2 s missed. A
 * question is one small request, a 404 of a few bytes until the encoder pushes.
 */
export const LIVE_READY_POLL_MS = 1_000;
const ASK_TIMEOUT_MS = 4_000;

/**
 * True once `url` answers with an HLS playlist (a live service answers 404 until its encoder pushes); the playlist
 * is kept for the player (live-manifests.ts).
 */
export async function liveStreamAnswers(url: string, fetcher: typeof fetch = timedFetch(ASK_TIMEOUT_MS)): Promise<boolean> {
  try {
    const response = await fetcher(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return false;
    const text = await response.text();
    if (!text.trimStart().startsWith('#EXTM3U')) return false;
    rememberManifest(url, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the concert's live stream has appeared, asked every few seconds while `watching` (doors open, live):
 * the player is started only then, so it joins a stream that exists instead of failing on one still to come.
 * Once it has appeared it stays so: a later gap is the player's to wait through.
 */
export function useLiveStreamReady(url: string | null, watching: boolean): boolean {
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const ready = url !== null && readyFor === url;
  useEffect(() => {
    if (!watching || url === null || ready) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answered = await liveStreamAnswers(url);
      if (stopped) return;
      if (answered) setReadyFor(url);
      else timer = setTimeout(() => void ask(), LIVE_READY_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, watching, ready]);
  return ready;
}
