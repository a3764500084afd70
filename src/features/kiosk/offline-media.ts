/**
 * The cache the kiosk fills with streams for offline use, which the service worker answers media requests
 * from (scripts/vite-plugin-service-worker.ts). Free of imports: the build step reads it too.
 */
export const OFFLINE_MEDIA_CACHE = 'tutti-offline-media';

/** Addresses the service worker answers from that cache when it holds them. */
export const OFFLINE_MEDIA_PREFIX = '/media/';
