import { DEMO_ENTRY_ID, watchablePlaylist } from '@/content/watchable';
import { timedFetch } from '@/lib/timed-fetch';
import { hlsFiles } from './hls-files';

/** The concerts staff may keep offline: the demo (always) and the programme's recordings, by id. */
export function keepableConcerts(titles: { demo: string; of: (id: string) => string }) {
  return watchablePlaylist(titles.demo, (concert) => titles.of(concert.id));
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

/** Every file to keep for the chosen concerts (the demo always), streams and posters, each once, absolute. */
export async function offlineFiles(chosen: readonly string[], origin: string): Promise<string[]> {
  const entries = keepableConcerts({ demo: '', of: () => '' }).filter((entry) => entry.id === DEMO_ENTRY_ID || chosen.includes(entry.id));
  const streams = [...new Set(entries.map((entry) => new URL(entry.src, origin).href))];
  const posters = entries.map((entry) => new URL(entry.poster, origin).href);
  const files = (await Promise.all(streams.map((src) => hlsFiles(src, (url) => playlistText(url))))).flat();
  return [...new Set([...files, ...posters])];
}
