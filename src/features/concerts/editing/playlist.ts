import { M3u8Error, tryReadPlaylist, type Variant } from '@xr/core/hls/m3u8';
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

function renditionOf(variant: Variant): Rendition | null {
  if (variant.resolution === null) return null;
  return { ...variant.resolution, bandwidth: variant.bandwidth };
}

export function parsePlaylist(text: string): PlaylistReading {
  // Read by the one m3u8 reader (xr/core/hls/m3u8): anything it refuses is not a playlist to offer.
  const playlist = tryReadPlaylist(text);
  if (playlist instanceof M3u8Error) return { kind: 'notPlaylist' };
  if (playlist.kind === 'media') return { kind: 'media' };
  const renditions = playlist.variants.flatMap((variant) => renditionOf(variant) ?? []);
  renditions.sort((a, b) => b.width * b.height - a.width * a.height);
  const captions = playlist.renditions.flatMap((media) => (media.type === 'SUBTITLES' && media.language ? [media.language.toLowerCase()] : []));
  return { kind: 'master', renditions, captions: [...new Set(captions)] };
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
