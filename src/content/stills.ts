/**
 * The stills of the demo hall (rendered by scripts/demo/stills.ts from the 360° demo's scene): each name's
 * files in public/images/stills/, `<name>-<width>.<format>`. Every still is 16:9, rendered at 1920×1080; AVIF
 * and WebP at every width the pages draw, JPEG (for browsers without either, and for readers of a plain
 * poster address: link previews, the admin's editor) at fewer. Free of imports: the build scripts read it.
 */
export const STILL_NAMES = ['stage-row3', 'hall-balcony', 'stage-side', 'players-close', 'hall-waiting', 'harpsichord', 'hall-empty', 'hall-empty-side'] as const;
export type StillName = (typeof STILL_NAMES)[number];

export const STILL_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type StillFormat = (typeof STILL_FORMATS)[number];

/** The widths of each format, narrowest first. */
export const STILL_WIDTHS: Record<StillFormat, readonly number[]> = {
  avif: [480, 800, 1200, 1920],
  webp: [480, 800, 1200, 1920],
  jpg: [800, 1200],
};

/** The intrinsic size of every still (its largest file): pages set it on the <img> so nothing shifts. */
export const STILL_SIZE = { width: 1920, height: 1080 } as const;

export const STILL_DIR = '/images/stills';

export const stillFile = (name: StillName, format: StillFormat, width: number) => `${STILL_DIR}/${name}-${width}.${format}`;

export const stillSrcSet = (name: StillName, format: StillFormat) =>
  STILL_WIDTHS[format].map((width) => `${stillFile(name, format, width)} ${width}w`).join(', ');

/** The address a poster field holds for a still: its largest JPEG, which any reader can draw. */
export const stillPoster = (name: StillName) => stillFile(name, 'jpg', Math.max(...STILL_WIDTHS.jpg));

const isStillName = (value: string): value is StillName => (STILL_NAMES as readonly string[]).includes(value);

/** The still a poster address points at (any of its files), or undefined for any other picture. */
export function stillOf(url: string): StillName | undefined {
  const match = /^\/images\/stills\/([a-z0-9-]+)-\d+\.(?:avif|webp|jpg)$/.exec(url);
  return match?.[1] && isStillName(match[1]) ? match[1] : undefined;
}
