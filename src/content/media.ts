/**
 * The media constants (SPEC section 3): every stream and poster the site plays. All served by the site
 * itself: no hot-linking, nothing fetched from a third-party host until a person asks for an embed.
 */

/** How a frame holds the 360° picture: one view, or one per eye (the player's `layout`). */
export type StreamLayout = 'mono' | 'top-bottom' | 'side-by-side';

/** A stream and its poster, as the 360° player takes them. */
export interface Stream {
  src: string;
  poster: string;
  /** Default 'mono'. */
  layout?: StreamLayout;
}

/**
 * The bundled demo concert: two minutes in a virtual concert hall, rendered with three.js to Pachelbel's
 * Canon in D (scripts/demo/make-demo.sh), put through the media pipeline (npm run media:ingest): 3
 * H.264/AAC renditions up to 2048×1024 (rendered at 4096×2048; a 4096 rung would not fit public/media's 40 MB
 * beside the stereo demo), a poster and captions in six languages.
 */
export const DEMO_STREAM: Stream = {
  src: '/media/demo/master.m3u8',
  poster: '/media/demo/poster.jpg',
};

/**
 * The demo runs unattended at conferences: after a network hiccup it tries again by itself this often. Here,
 * not in its page: the page's inline start script starts the demo's stream with it (src/app/route-start-code.ts).
 */
export const DEMO_AUTO_RETRY_MS = 5000;

/** The same demo concert seen with two eyes 64 mm apart: top-bottom stereo, up to 2048×2048 (scripts/demo/make-demo.sh). */
export const STEREO_DEMO_STREAM: Stream = {
  src: '/media/demo-stereo/master.m3u8',
  poster: '/media/demo-stereo/poster.jpg',
  layout: 'top-bottom',
};

/** Every concert and artist poster (public/images/…) is drawn at this size: pages reserve it so nothing shifts. */
export const POSTER_SIZE = { width: 640, height: 360 } as const;
