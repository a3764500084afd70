import { z } from 'zod';

/**
 * The addresses a concert or artist may hold, as the database's checks accept them: a path on this site
 * ('/media/…', '/images/…') or an https address. Error messages are keys of `admin:editor.errors`.
 */
const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const pathOf = (value: string) => (value.startsWith('/') ? value : isHttps(value) ? new URL(value).pathname : '');

export const isSiteOrHttps = (value: string) => SITE_PATH.test(value) || isHttps(value);

/** A stream's master playlist: ends in .m3u8. */
export const isStreamUrl = (value: string) => isSiteOrHttps(value) && pathOf(value).toLowerCase().endsWith('.m3u8');

/** Empty becomes null; anything else must be a stream address. */
export const streamUrlSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isStreamUrl(value), { message: 'streamUrl' })
  .transform((value) => value || null);

export const posterUrlSchema = z
  .string()
  .trim()
  .max(2000, { message: 'tooLong' })
  .refine((value) => value === '' || isSiteOrHttps(value), { message: 'url' })
  .transform((value) => value || null);

/** Where a fetch from this page goes: site paths against the page's own origin. */
export const absoluteUrl = (value: string, origin: string) => new URL(value, origin).toString();
