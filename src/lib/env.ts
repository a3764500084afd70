import { BRAND } from '@/content/brand';

/**
 * Build-time configuration (README: Configuration). The values are validated when the site is built
 * (scripts/build-env.ts), so the browser reads them as they are, without shipping a validator.
 */
const setting = (value: string | undefined) => value?.trim() || undefined;

export const SITE_URL = (setting(import.meta.env.VITE_SITE_URL) ?? BRAND.defaultSiteUrl).replace(/\/+$/, '');
export const GA_ID = setting(import.meta.env.VITE_GA_ID);
