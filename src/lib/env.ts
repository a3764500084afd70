import { BRAND } from '@/content/brand';

/**
 * Build-time configuration (README: Configuration). The values are validated when the site is built
 * (scripts/build-env.ts), so the browser reads them as they are, without shipping a validator.
 */
const setting = (value: string | undefined) => value?.trim() || undefined;

export const SITE_URL = (setting(import.meta.env.VITE_SITE_URL) ?? BRAND.defaultSiteUrl).replace(/\/+$/, '');
export const GA_ID = setting(import.meta.env.VITE_GA_ID);

/** Supabase (README: Configuration). Without both, the site runs on its sample content and forms forward by email. */
export const SUPABASE_URL = setting(import.meta.env.VITE_SUPABASE_URL)?.replace(/\/+$/, '');
export const SUPABASE_ANON_KEY = setting(import.meta.env.VITE_SUPABASE_ANON_KEY);
export const HAS_BACKEND = SUPABASE_URL !== undefined && SUPABASE_ANON_KEY !== undefined;

/**
 * The form-forwarding service that receives the forms when no backend is configured (FormSubmit's
 * address format: the service followed by the mailbox it forwards to).
 */
export const FORM_FORWARD_URL = (
  setting(import.meta.env.VITE_FORM_FORWARD_URL) ?? `https://formsubmit.co/${BRAND.infoEmail}`
).replace(/\/+$/, '');
