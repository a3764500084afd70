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
 * The bundled demo concert: 20 s in a virtual concert hall, rendered with three.js to the opening of
 * Pachelbel's Canon in D (scripts/demo/make-demo.sh), put through the media pipeline (npm run media:ingest):
 * 3 H.264/AAC renditions, a poster and captions in six languages.
 */
export const DEMO_STREAM: Stream = {
  src: '/media/demo/master.m3u8',
  poster: '/media/demo/poster.jpg',
};

/** A stereo test picture, top-bottom, each eye labelled (scripts/make-stereo-demo-stream.sh). */
export const STEREO_DEMO_STREAM: Stream = {
  src: '/media/demo-stereo/master.m3u8',
  poster: '/media/demo-stereo/poster.jpg',
  layout: 'top-bottom',
};

/** Every concert and artist poster (public/images/…) is drawn at this size: pages reserve it so nothing shifts. */
export const POSTER_SIZE = { width: 640, height: 360 } as const;
