/*
 * The HTTP security headers the built site is deployed with (README: Deploying), as pure functions so
 * they are tested without a build. Imported from vite.config.ts (through vite-plugin-security-headers.ts),
 * so only relative imports with explicit `.ts` extensions: the `@/` alias does not exist there.
 *
 * The policy is computed from what the build contains and from the deployer's configuration: every inline
 * script and style of the built HTML is allowed by its sha256 hash (never 'unsafe-inline'), nothing may
 * evaluate strings as code (never 'unsafe-eval'), and third-party hosts appear only when the
 * configuration makes the site talk to them.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BRAND } from '../src/content/brand.ts';
import { parseBuildEnv } from './build-env.ts';
import { VIDEO_EMBED_ORIGINS } from '../src/ui/video-embed-url.ts';

/** The deployment facts the policy depends on. */
export interface SecurityConfig {
  /** Supabase project URL (VITE_SUPABASE_URL), when a backend is configured (URL and key both set). */
  supabaseUrl?: string;
  /** Google Analytics 4 id (VITE_GA_ID): gtag.js may load after consent. */
  gaId?: string;
  /** The form-forwarding service (VITE_FORM_FORWARD_URL or FormSubmit), used only when there is no backend. */
  formForwardUrl?: string;
  /** Origins recordings and live streams come from (VITE_STREAM_ORIGINS). */
  streamOrigins?: string[];
}

/** The `sha256-…` sources of the inline code of the built pages. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** One header, as every server format writes it. */
export type Header = readonly [name: string, value: string];

/**
 * What the site will contact, from the build environment, by the same rules as src/lib/env.ts: a backend
 * needs both the URL and the key; without one, forms go to the form-forwarding service (FormSubmit and
 * the info mailbox by default). Read through build-env.ts's schema, so blank values count as not set there too.
 */
export function securityConfigFromEnv(raw: Record<string, string | undefined>): SecurityConfig {
  const parsed = parseBuildEnv(raw);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  const hasBackend = env.VITE_SUPABASE_URL !== undefined && env.VITE_SUPABASE_ANON_KEY !== undefined;
  return {
    supabaseUrl: hasBackend ? env.VITE_SUPABASE_URL : undefined,
    gaId: env.VITE_GA_ID,
    formForwardUrl: hasBackend ? undefined : (env.VITE_FORM_FORWARD_URL ?? `https://formsubmit.co/${BRAND.infoEmail}`),
    ...(env.VITE_STREAM_ORIGINS?.length ? { streamOrigins: env.VITE_STREAM_ORIGINS } : {}),
  };
}

/** A CSP hash source of an inline element's text: the HTML parser turns CR LF into LF before the browser hashes it. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

/**
 * Script types a browser runs (so CSP governs them and an inline one needs a hash): classic and module
 * scripts, and import maps and speculation rules, which CSP treats as inline scripts too. Anything else
 * (application/ld+json structured data, for one) is a data block that is never executed: no hash.
 */
const EXECUTED_SCRIPT_TYPE =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/i;

const RAW_TEXT_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The hashes of one page's inline scripts (those the browser executes) and inline styles. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, tag, attrSource = '', text = ''] of html.matchAll(RAW_TEXT_ELEMENT)) {
    const attrs = attributes(attrSource);
    if (tag?.toLowerCase() === 'style') styles.push(sha256Source(text));
    else if (!attrs.has('src') && EXECUTED_SCRIPT_TYPE.test((attrs.get('type') ?? '').trim())) scripts.push(sha256Source(text));
  }
  return { scripts, styles };
}

/** The hashes of several pages, each once, in a stable order (so the output only changes when the code does). */
export function mergeHashes(all: readonly InlineHashes[]): InlineHashes {
  const unique = (list: string[]) => [...new Set(list)].sort();
  return { scripts: unique(all.flatMap((h) => h.scripts)), styles: unique(all.flatMap((h) => h.styles)) };
}

/** Attributes that hold a URL a browser may follow, where a javascript: URL would run code. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Inline code a hash cannot allow without 'unsafe-hashes' (an 'unsafe-' keyword this policy never uses):
 * event-handler attributes, style attributes and javascript: URLs. The build fails on them, so they are
 * moved to a module or a stylesheet instead of being blocked in production.
 */
export function inlineAttributeProblems(html: string): string[] {
  const problems: string[] = [];
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(RAW_TEXT_ELEMENT, (_, tag: string, attrs: string) => `<${tag}${attrs}>`);
  for (const [element, name = '', attrSource = ''] of markup.matchAll(/<([a-z][\w-]*)(\s[^>]*)?>/gi)) {
    for (const [attr, value] of attributes(attrSource)) {
      if (/^on/.test(attr)) problems.push(`event-handler attribute ${attr} on <${name}>`);
      else if (attr === 'style') problems.push(`style attribute on <${name}>: ${element.slice(0, 80)}`);
      else if (URL_ATTRIBUTES.has(attr) && /^\s*javascript:/i.test(value)) problems.push(`javascript: URL in ${attr} on <${name}>`);
    }
  }
  return problems;
}

const origin = (url: string) => new URL(url).origin;

/** The WebSocket origin of an http(s) origin: Supabase Realtime connects there. */
const socketOrigin = (httpOrigin: string) => httpOrigin.replace(/^http/, 'ws');

/**
 * Google's documented sources for Google Analytics 4 (developers.google.com/tag-platform/security/guides/csp):
 * gtag.js from googletagmanager.com; hits to the regional google-analytics.com and analytics.google.com hosts.
 */
const GA = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The Content-Security-Policy value, one directive per entry of the list. */
export function contentSecurityPolicyDirectives(config: SecurityConfig, hashes: InlineHashes): string[] {
  const supabase = config.supabaseUrl ? origin(config.supabaseUrl) : undefined;
  const forward = config.formForwardUrl ? origin(config.formForwardUrl) : undefined;
  const ga = config.gaId !== undefined;
  const streams = config.streamOrigins ?? [];
  const embeds = Object.values(VIDEO_EMBED_ORIGINS);
  const directive = (name: string, ...sources: (string | false | undefined)[]) =>
    [name, ...sources.filter((source): source is string => typeof source === 'string')].join(' ');
  return [
    directive('default-src', "'self'"),
    // The preload script (vite-plugin-start-preload.ts) by hash; the app's modules; gtag.js after consent.
    directive('script-src', "'self'", ...hashes.scripts, ...(ga ? GA.script : [])),
    // The loading screen's inline style by hash; the stylesheets (libraries' CSS is imported, never injected).
    directive('style-src', "'self'", ...hashes.styles),
    // data: for SVG images inside stylesheets (A-Frame's buttons); blob: for textures the 3D loaders unpack.
    directive('img-src', "'self'", 'data:', 'blob:', supabase, ...streams, ...(ga ? GA.img : [])),
    directive('font-src', "'self'"),
    // blob: for hls.js, which plays through Media Source Extensions (the video's src is a blob: URL);
    // data: for the silent clip A-Frame loops to keep a phone awake in VR.
    // The stream origins for Safari's own HLS, which plays the playlist's address itself.
    directive('media-src', "'self'", 'blob:', 'data:', supabase, ...streams),
    // 'self' and the stream origins for the HLS playlists and segments (and their posters above); Supabase's
    // REST API over https and Realtime over wss.
    directive('connect-src', "'self'", supabase, supabase && socketOrigin(supabase), ...streams, forward, ...(ga ? GA.connect : [])),
    // The click-to-load YouTube and Vimeo players.
    directive('frame-src', ...embeds),
    // No worker from a blob: URL: hls.js runs without its transmuxing worker (fMP4 needs none).
    directive('worker-src', "'self'"),
    directive('manifest-src', "'self'"),
    directive('object-src', "'none'"),
    directive('base-uri', "'none'"),
    // The pilot form posts by navigation to the form-forwarding service (without a backend).
    directive('form-action', "'self'", forward),
    directive('frame-ancestors', "'none'"),
  ];
}

export function contentSecurityPolicy(config: SecurityConfig, hashes: InlineHashes): string {
  return contentSecurityPolicyDirectives(config, hashes).join('; ');
}

/**
 * Powerful features: what the player uses is allowed for the site itself (WebXR, the motion sensors
 * behind phone steering, full screen, autoplay), full screen, autoplay and picture-in-picture also for
 * the video embeds (their iframes ask for them), and features the site never uses are switched off so
 * no script on it, or frame in it, can ask for them. Only features Chromium knows are listed: an unknown
 * name is reported as an error in the console.
 */
export function permissionsPolicy(): string {
  const embeds = Object.values(VIDEO_EMBED_ORIGINS)
    .map((o) => `"${o}"`)
    .join(' ');
  const allow: Record<string, string> = {
    'xr-spatial-tracking': '(self)',
    gyroscope: '(self)',
    accelerometer: '(self)',
    magnetometer: '(self)',
    fullscreen: `(self ${embeds})`,
    autoplay: `(self ${embeds})`,
    'picture-in-picture': `(self ${embeds})`,
    // The donate page's 'share this page' falls back to the clipboard. (Web Share is allowed to the site by
    // default; Chromium on desktop Linux does not know the name, so it is not listed.)
    'clipboard-write': '(self)',
  };
  const deny = [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'display-capture',
    'idle-detection',
    'local-fonts',
  ];
  return [...Object.entries(allow).map(([name, list]) => `${name}=${list}`), ...deny.map((name) => `${name}=()`)].join(', ');
}

/** Every security header, in the order they are written. */
export function securityHeaders(config: SecurityConfig, hashes: InlineHashes): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, hashes)],
    // Two years, subdomains included; not 'preload', which is a deployer's decision (hstspreload.org).
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    // Enough for YouTube's embed (it refuses to play without the site's origin as referrer), no paths or queries.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors 'none' above, for browsers that predate it.
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', permissionsPolicy()],
  ];
}

/** Hashed file names change with their content, so they may be cached for good (README: Deploying). */
export const IMMUTABLE_ASSETS = { path: '/assets/*', header: ['Cache-Control', 'public, max-age=31536000, immutable'] as Header };

const GENERATED_BY = 'Written by scripts/vite-plugin-security-headers.ts at build time (README: Deploying); do not edit.';

/** Netlify's (and Cloudflare Pages') `_headers` file: a path pattern, then its headers indented. */
export function netlifyHeaders(headers: readonly Header[]): string {
  return [
    `# ${GENERATED_BY}`,
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    IMMUTABLE_ASSETS.path,
    `  ${IMMUTABLE_ASSETS.header[0]}: ${IMMUTABLE_ASSETS.header[1]}`,
    '',
  ].join('\n');
}

/**
 * nginx `add_header` lines, to `include` in every location that serves the site. `always` sends them
 * with error pages too. Values are double-quoted (the CSP holds single quotes), inner double quotes escaped.
 */
export function nginxSnippet(headers: readonly Header[]): string {
  return [
    `# ${GENERATED_BY}`,
    '# nginx drops inherited add_header lines in a location that has its own: include this file in each such location.',
    ...headers.map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, (c) => `\\${c}`)}" always;`),
    '',
  ].join('\n');
}
