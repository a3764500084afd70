import { z } from 'zod';
import { loadEnv, type Plugin } from 'vite';

/** The deployer's configuration (README: Configuration). Checked once, when the site is built. */
export const BuildEnvSchema = z.object({
  VITE_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VITE_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'a Google Analytics 4 measurement id looks like G-XXXXXXX')
    .optional(),
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VITE_SUPABASE_ANON_KEY: z.string().min(1).optional(),
  VITE_FORM_FORWARD_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export function parseBuildEnv(raw: Record<string, string | undefined>) {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value?.trim()).map(([k, v]) => [k, v?.trim()]));
  return BuildEnvSchema.safeParse(present);
}

/**
 * Fails the build on a malformed setting, with the reason, instead of shipping a site with broken
 * canonical links or silent analytics. The browser then reads the values without a validator.
 */
export function checkBuildEnv(): Plugin {
  return {
    name: 'check-build-env',
    configResolved(config) {
      const result = parseBuildEnv(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      if (!result.success) throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
    },
  };
}
