import { DEMO_ENTRY_ID, type WatchableEntry } from '@/features/concerts';
import { timedFetch } from '@/lib/timed-fetch';
import { hlsFiles } from './hls-files';

/**
 * What to keep offline, from the playlist staff choose in (the programme's, useProgrammePlaylist): the demo
 * always, and the concerts chosen by id. A chosen id the programme no longer offers is dropped.
 */
export function keptEntries(playlist: readonly WatchableEntry[], chosen: readonly string[]): WatchableEntry[] {
  return playlist.filter((entry) => entry.id === DEMO_ENTRY_ID || chosen.includes(entry.id));
}

/** A playlist's text, fresh from the network; rejects on an HTTP error, and with the timeout when it stalls. */
export async function playlistText(url: string, timeoutMs?: number): Promise<string> {
  const response = await timedFetch(timeoutMs)(url, { cache: 'no-store' });
  if (!response.ok) {
    // Let the connection and its deadline go now, not when the timer runs out.
    await response.body?.cancel();
    throw new Error(`${response.status} ${url}`);
  }
  return response.text();
}

/** Every file to keep for these entries (keptEntries), streams and posters, each once, absolute. */
export async function offlineFiles(entries: readonly WatchableEntry[], origin: string): Promise<string[]> {
  const streams = [...new Set(entries.map((entry) => new URL(entry.src, origin).href))];
  const posters = entries.map((entry) => new URL(entry.poster, origin).href);
  const files = (await Promise.all(streams.map((src) => hlsFiles(src, (url) => playlistText(url))))).flat();
  return [...new Set([...files, ...posters])];
}
