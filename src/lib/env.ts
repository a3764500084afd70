import * as z from 'zod/mini';
import { BRAND } from '@/content/brand';

/** Build-time configuration (README: Configuration), validated once at the edge. */
const EnvSchema = z.object({
  VITE_SITE_URL: z.optional(z.url()),
  VITE_GA_ID: z.optional(z.string().check(z.regex(/^G-[A-Z0-9]+$/))),
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(1))),
});

const blankToUndefined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v === '' ? undefined : v]));

const parsed = EnvSchema.safeParse(blankToUndefined(import.meta.env));
if (!parsed.success) console.warn('Ignoring invalid configuration:', z.prettifyError(parsed.error));
const env = parsed.success ? parsed.data : {};

export const SITE_URL = (env.VITE_SITE_URL ?? BRAND.defaultSiteUrl).replace(/\/+$/, '');
export const GA_ID = env.VITE_GA_ID;
