/**
 * Addresses of click-to-load video embeds. Pure, so the id rules are tested without a browser: an id
 * goes into a third-party URL, so only the characters a host's ids are made of ever get there.
 */

export type VideoHost = 'youtube' | 'vimeo';

/** The services' own names: brands, the same in every language. */
export const VIDEO_HOST_NAMES: Record<VideoHost, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/** The hosts an embed may load from: one per service (YouTube's privacy-enhanced domain, without cookies until play). */
export const VIDEO_EMBED_ORIGINS: Record<VideoHost, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

const ID_PATTERNS: Record<VideoHost, RegExp> = {
  // YouTube video ids are 11 characters of the URL-safe base64 alphabet.
  youtube: /^[A-Za-z0-9_-]{11}$/,
  // Vimeo video ids are decimal numbers.
  vimeo: /^[0-9]{1,12}$/,
};

export function isValidVideoId(host: VideoHost, id: string): boolean {
  return ID_PATTERNS[host].test(id);
}

/**
 * The player address that starts playing at once (the person has just pressed play), or null for an id
 * the host cannot have. Vimeo gets `dnt=1`, so its player sets no tracking cookies.
 */
export function videoEmbedUrl(host: VideoHost, id: string): string | null {
  if (!isValidVideoId(host, id)) return null;
  const origin = VIDEO_EMBED_ORIGINS[host];
  return host === 'youtube' ? `${origin}/embed/${id}?autoplay=1` : `${origin}/video/${id}?autoplay=1&dnt=1`;
}
