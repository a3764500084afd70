import { z } from 'zod';
import { loadEnv, type Plugin } from 'vite';

/**
 * Why a Supabase key may not ship to the browser, or undefined when it is a public key. Everything in
 * VITE_* ends up in the JavaScript every visitor downloads, so only the anonymous key may be here: a
 * service-role (or secret) key there would let anyone bypass row-level security.
 * - Legacy keys are JWTs: the payload's `role` claim must be `anon`. The signature is not checked (the
 *   build does not know the project's secret, and only the claim matters here).
 * - Supabase's newer keys say what they are in their prefix: `sb_publishable_…` is public, `sb_secret_…` is not.
 * - Anything else is not recognisably a public key, so it is refused rather than guessed at.
 */
export function anonKeyProblem(key: string): string | undefined {
  if (key.startsWith('sb_publishable_')) return undefined;
  if (key.startsWith('sb_secret_')) {
    return 'is a secret key (sb_secret_…), which bypasses row-level security and would ship to every visitor; use the publishable key (sb_publishable_…) or the anon key';
  }
  const role = jwtRole(key);
  if (role === 'anon') return undefined;
  if (role === null) {
    return 'is not recognisably a public key: expected the anon JWT or a publishable key (sb_publishable_…) from the Supabase dashboard (Project Settings → API keys)';
  }
  return `is a JWT with role "${role}", not "anon"; a ${role === 'service_role' ? 'service-role key bypasses row-level security and' : 'key of that role'} would ship to every visitor: use the anon (public) key`;
}

const JwtPayloadSchema = z.looseObject({ role: z.string().optional() });

/** The `role` claim of a JWT (`''` when it has none), or null when `token` is not a JWT with a JSON object payload. */
function jwtRole(token: string): string | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = JwtPayloadSchema.safeParse(claims);
  return parsed.success ? (parsed.data.role ?? '') : null;
}

/** An https origin as CSP writes one: a host (or `*.` and a domain, for services that serve from many hosts) and a port. */
const httpsOrigin = z
  .string()
  .regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?\/?$/i, 'an https origin only (https://host or https://*.domain), without a path')
  .transform((origin) => origin.replace(/\/$/, ''));

/** The deployer's configuration (README: Configuration). Checked once, when the site is built. */
export const BuildEnvSchema = z.object({
  VITE_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VITE_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'a Google Analytics 4 measurement id looks like G-XXXXXXX')
    .optional(),
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .min(1)
    .superRefine((key, ctx) => {
      const problem = anonKeyProblem(key);
      if (problem) ctx.addIssue({ code: 'custom', message: `VITE_SUPABASE_ANON_KEY ${problem}` });
    })
    .optional(),
  VITE_FORM_FORWARD_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Where recordings and live streams are served from besides the site and Supabase (a live service's or a
   * CDN's origins, comma-separated; a wildcard for services that serve a stream from several hosts:
   * `https://*.mux.com,https://customer-x.cloudflarestream.com`): the Content-Security-Policy lets the player
   * fetch and play from them.
   */
  VITE_STREAM_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(httpsOrigin))
    .optional(),
  /**
   * Set by `npm start` alone (scripts/live/start-with-live.ts), when it plays the demo concert live beside the
   * site: the instant the sample programme's concert of tonight starts, so a newcomer's first page has a
   * concert that is live now. A deployment never sets it.
   */
  VITE_LIVE_TONIGHT: z.iso.datetime({ offset: true }).optional(),
});

export function parseBuildEnv(raw: Record<string, string | undefined>) {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value?.trim()).map(([k, v]) => [k, v?.trim()]));
  return BuildEnvSchema.safeParse(present);
}

/**
 * Fails the build on a malformed setting, with the reason, instead of shipping a site with broken
 * canonical links, silent analytics or a secret key. The browser then reads the values without a validator.
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
