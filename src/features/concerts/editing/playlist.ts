import type { StreamLayout } from '@/content/media';

/**
 * What a stream's HLS master playlist promises, read without playing it (RFC 8216 §4.3.4): its renditions
 * (EXT-X-STREAM-INF with their RESOLUTION) and its caption tracks (EXT-X-MEDIA TYPE=SUBTITLES). Pure: the
 * admin's stream probe fetches the text and hands it here.
 */
export interface Rendition {
  width: number;
  height: number;
  bandwidth: number | null;
}

export type PlaylistReading =
  | { kind: 'master'; renditions: Rendition[]; captions: string[] }
  /** A playlist of segments: playable, but with one quality only and no captions track list. */
  | { kind: 'media' }
  | { kind: 'notPlaylist' };

/** `KEY=value,KEY="quoted, value"` → a map (attribute names are upper case by the RFC). */
export function parseAttributes(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;
  for (const [, name, raw] of list.matchAll(pattern)) {
    if (name === undefined || raw === undefined) continue;
    attributes.set(name, raw.startsWith('"') ? raw.slice(1, -1) : raw);
  }
  return attributes;
}

function renditionOf(attributes: Map<string, string>): Rendition | null {
  const resolution = /^(\d+)x(\d+)$/.exec(attributes.get('RESOLUTION') ?? '');
  if (resolution === null) return null;
  const bandwidth = Number(attributes.get('BANDWIDTH'));
  return { width: Number(resolution[1]), height: Number(resolution[2]), bandwidth: Number.isFinite(bandwidth) ? bandwidth : null };
}

export function parsePlaylist(text: string): PlaylistReading {
  // A byte order mark or leading blank lines are tolerated; anything else before #EXTM3U is not a playlist.
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => line.trim());
  if (lines.find((line) => line !== '') !== '#EXTM3U') return { kind: 'notPlaylist' };
  const renditions: Rendition[] = [];
  const captions = new Set<string>();
  let variants = 0;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      variants += 1;
      const rendition = renditionOf(parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)));
      if (rendition !== null) renditions.push(rendition);
    } else if (line.startsWith('#EXT-X-MEDIA:')) {
      const attributes = parseAttributes(line.slice('#EXT-X-MEDIA:'.length));
      const language = attributes.get('LANGUAGE');
      if (attributes.get('TYPE') === 'SUBTITLES' && language) captions.add(language.toLowerCase());
    }
  }
  if (variants === 0) return lines.some((line) => line.startsWith('#EXTINF:')) ? { kind: 'media' } : { kind: 'notPlaylist' };
  renditions.sort((a, b) => b.width * b.height - a.width * a.height);
  return { kind: 'master', renditions, captions: [...captions] };
}

/** The largest picture on offer (renditions come sorted largest first). */
export const topRendition = (renditions: readonly Rendition[]): Rendition | null => renditions[0] ?? null;

/**
 * The frame's likely packing from its shape: an equirectangular picture is 2:1, so two of them stacked are
 * 1:1 and side by side 4:1. Null when the shape fits none (a flat video, or a crop).
 */
export function guessLayout({ width, height }: Pick<Rendition, 'width' | 'height'>): StreamLayout | null {
  if (height <= 0) return null;
  const ratio = width / height;
  const near = (target: number) => Math.abs(ratio - target) / target < 0.05;
  if (near(2)) return 'mono';
  if (near(1)) return 'top-bottom';
  if (near(4)) return 'side-by-side';
  return null;
}
