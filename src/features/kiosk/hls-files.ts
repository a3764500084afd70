import { readPlaylist, referencedUris } from '@xr/core/hls/m3u8';

/**
 * Every file a player may ask for to play an HLS stream: the master playlist, each rendition's playlist,
 * its init segment and media segments, and the subtitle renditions with their WebVTT files. All
 * renditions: the kiosk cannot know which one a headset or a screen will pick, so it keeps them all.
 */
export type FetchText = (url: string) => Promise<string>;

const isPlaylist = (url: string) => new URL(url).pathname.endsWith('.m3u8');

/**
 * The stream at `masterUrl` (absolute), as absolute URLs, each once, the playlists first. Rejects with the
 * reader's M3u8Error when a playlist is not one (an HTML error page where a rendition should be).
 */
export async function hlsFiles(masterUrl: string, fetchText: FetchText): Promise<string[]> {
  const found = new Set<string>([masterUrl]);
  const pending = [masterUrl];
  while (pending.length > 0) {
    const playlist = pending.shift() as string;
    for (const url of referencedUris(readPlaylist(await fetchText(playlist), playlist))) {
      if (found.has(url)) continue;
      found.add(url);
      if (isPlaylist(url)) pending.push(url);
    }
  }
  return [...found].sort((a, b) => Number(isPlaylist(b)) - Number(isPlaylist(a)));
}
