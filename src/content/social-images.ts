/**
 * Where the build writes each link-preview card (scripts/vite-plugin-pwa-assets.ts) and where page heads
 * point to it. Free of imports: the build step reads it too.
 */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type SocialImageKind = 'site' | 'concert' | 'artist';

export function socialImagePath(kind: SocialImageKind, id?: string): string {
  return kind === 'site' || id === undefined ? '/social/site.png' : `/social/${kind}-${encodeURIComponent(id)}.png`;
}
