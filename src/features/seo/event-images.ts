/**
 * A concert's images for search engines' event results: PNGs in the three shapes Google's Event
 * documentation asks for (16:9, 4:3, 1:1), 1920 px wide for the widest as it recommends (all above its
 * 720 px and 50,000-pixel minimums). The build draws them (src/entry-server.tsx → scripts/social-image.ts)
 * beside the link-preview card. Free of imports: the build step reads it too.
 */
export const EVENT_IMAGE_SHAPES = [
  { name: '16x9', width: 1920, height: 1080 },
  { name: '4x3', width: 1440, height: 1080 },
  { name: '1x1', width: 1080, height: 1080 },
] as const;

export type EventImageShape = (typeof EVENT_IMAGE_SHAPES)[number];

export function eventImagePath(id: string, shape: EventImageShape): string {
  return `/social/concert-${encodeURIComponent(id)}-${shape.name}.png`;
}

export const eventImagePaths = (id: string): string[] => EVENT_IMAGE_SHAPES.map((shape) => eventImagePath(id, shape));
