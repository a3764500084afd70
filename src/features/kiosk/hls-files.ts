/**
 * Every file a player may ask for to play an HLS stream: the master playlist, each rendition's playlist,
 * its init segment and media segments, and the subtitle renditions with their WebVTT files. All
 * renditions: the kiosk cannot know which one a headset or a screen will pick, so it keeps them all.
 */
export type FetchText = (url: string) => Promise<string>;

/** The URIs a playlist names: its non-tag lines and the URI="..." of its tags (renditions, init segments). */
export function playlistUris(text: string): string[] {
  const uris: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!line.startsWith('#')) uris.push(line);
    else for (const match of line.matchAll(/URI="([^"]+)"/g)) if (match[1]) uris.push(match[1]);
  }
  return uris;
}

const isPlaylist = (url: string) => new URL(url).pathname.endsWith('.m3u8');

/** The stream at `masterUrl` (absolute), as absolute URLs, each once, the playlists first. */
export async function hlsFiles(masterUrl: string, fetchText: FetchText): Promise<string[]> {
  const found = new Set<string>([masterUrl]);
  const pending = [masterUrl];
  while (pending.length > 0) {
    const playlist = pending.shift() as string;
    for (const uri of playlistUris(await fetchText(playlist))) {
      const url = new URL(uri, playlist).href;
      if (found.has(url)) continue;
      found.add(url);
      if (isPlaylist(url)) pending.push(url);
    }
  }
  return [...found].sort((a, b) => Number(isPlaylist(b)) - Number(isPlaylist(a)));
}
