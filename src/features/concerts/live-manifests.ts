/**
 * The master playlists of live streams as the page found them when it asked whether the stream had appeared, by
 * address: the player takes the text instead of fetching it again, one round trip sooner to sound. A master
 * playlist names the renditions and does not change during a night; a page asks about one concert or two.
 */
const found = new Map<string, string>();
const KEPT = 8;

export function rememberManifest(url: string, text: string): void {
  found.delete(url);
  found.set(url, text);
  const oldest = found.keys().next().value;
  if (found.size > KEPT && oldest !== undefined) found.delete(oldest);
}

export function rememberedManifest(url: string): string | null {
  return found.get(url) ?? null;
}
