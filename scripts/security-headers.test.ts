import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineAttributeProblems,
  inlineHashes,
  mergeHashes,
  netlifyHeaders,
  nginxSnippet,
  permissionsPolicy,
  securityConfigFromEnv,
  securityHeaders,
  sha256Source,
  type SecurityConfig,
} from './security-headers';

const NO_HASHES = { scripts: [], styles: [] };
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('inline code hashes', () => {
  it('hashes as browsers do (the CSP specification example), with CR LF read as LF', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(sha256Source('a\r\nb\rc')).toBe(sha256Source('a\nb\nc'));
  });

  it('hashes every inline script the browser runs and every inline style, exactly as written', () => {
    const html = [
      '<head><meta charset="UTF-8" /><script>one()</script>',
      '<style>\n  #l { color: red }\n</style>',
      '<script type="module">two()</script><SCRIPT type="text/javascript">three()</SCRIPT>',
      '<script type="importmap">{"imports":{}}</script>',
    ].join('');
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256Source('one()'), sha256Source('two()'), sha256Source('three()'), sha256Source('{"imports":{}}')],
      styles: [sha256Source('\n  #l { color: red }\n')],
    });
  });

  it('skips scripts with a src, and data blocks such as JSON-LD, which are never executed', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      "<script type='application/json'>{}</script>";
    expect(inlineHashes(html)).toEqual(NO_HASHES);
  });

  it('merges the hashes of several pages, each once, in a stable order', () => {
    const a = { scripts: ["'sha256-b'", "'sha256-a'"], styles: ["'sha256-s'"] };
    const b = { scripts: ["'sha256-a'"], styles: ["'sha256-s'"] };
    expect(mergeHashes([a, b])).toEqual({ scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-s'"] });
  });
});

describe('inline code no hash can allow', () => {
  it('names event handlers, style attributes and javascript: URLs', () => {
    const html = '<body onload="go()"><div style="color:red"></div><a href=" JavaScript:void(0)">x</a></body>';
    expect(inlineAttributeProblems(html)).toEqual([
      'event-handler attribute onload on <body>',
      'style attribute on <div>: <div style="color:red">',
      'javascript: URL in href on <a>',
    ]);
  });

  it('does not mistake script text, comments or similar names for attributes', () => {
    const html =
      '<!-- <div style="x"> --><script>if (a<b) el.setAttribute("style", x); const s = "<p onclick=1>";</script>' +
      '<meta name="color-scheme" content="light dark" /><div data-style="x" aria-label="javascript: a language"></div>';
    expect(inlineAttributeProblems(html)).toEqual([]);
  });
});

describe('the build configuration the policy follows', () => {
  it('without a backend, forms go to FormSubmit and the info mailbox unless another service is set', () => {
    expect(securityConfigFromEnv({})).toEqual({ supabaseUrl: undefined, gaId: undefined, formForwardUrl: 'https://formsubmit.co/info@tutti.example' });
    expect(securityConfigFromEnv({ VITE_FORM_FORWARD_URL: 'https://forms.example/to/me', VITE_GA_ID: ' ' }).formForwardUrl).toBe('https://forms.example/to/me');
  });

  it('a backend needs both its URL and its key, as in the app; then nothing is forwarded', () => {
    expect(securityConfigFromEnv({ VITE_SUPABASE_URL: 'https://db.tutti.test' }).supabaseUrl).toBeUndefined();
    expect(securityConfigFromEnv({ VITE_SUPABASE_URL: 'https://db.tutti.test', VITE_SUPABASE_ANON_KEY: 'sb_publishable_x', VITE_GA_ID: 'G-1' })).toEqual({
      supabaseUrl: 'https://db.tutti.test',
      gaId: 'G-1',
      formForwardUrl: undefined,
    });
  });
});

describe('Content-Security-Policy', () => {
  const hashes = { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] };
  const plain: SecurityConfig = { formForwardUrl: 'https://formsubmit.co/info@tutti.example' };

  it('allows inline code only by hash, never unsafe-inline or unsafe-eval, and no plugins, base or framing', () => {
    const csp = contentSecurityPolicy(plain, hashes);
    expect(csp).not.toContain('unsafe-');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-script'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'sha256-style'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets the player use blob: media (hls.js) but no blob: worker, and frames only the video hosts', () => {
    const csp = contentSecurityPolicy(plain, NO_HASHES);
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob: data:");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
  });

  it('without a backend: the form-forwarding service for fetch and form posts, nothing of Google or Supabase', () => {
    const csp = contentSecurityPolicy(plain, NO_HASHES);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://formsubmit.co");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://formsubmit.co");
    expect(csp).not.toMatch(/google|supabase|wss:/);
  });

  it('with stream origins (a live service, a CDN): the player may fetch, play and show posters from them, and nothing else', () => {
    // Mux serves a stream's playlists and segments from several hosts of its domain: a wildcard, as its docs say.
    const config = securityConfigFromEnv({ VITE_STREAM_ORIGINS: 'https://*.mux.com, https://customer-1.cloudflarestream.com/' });
    expect(config.streamOrigins).toEqual(['https://*.mux.com', 'https://customer-1.cloudflarestream.com']);
    const csp = contentSecurityPolicy(config, NO_HASHES);
    for (const name of ['connect-src', 'media-src', 'img-src']) expect(directive(csp, name)).toContain('https://*.mux.com https://customer-1.cloudflarestream.com');
    expect(directive(csp, 'script-src')).not.toContain('mux');
    expect(directive(csp, 'frame-src')).not.toContain('mux');
  });

  it('refuses a stream origin that is not an https origin', () => {
    // A semicolon or a space would end the directive and start another: never passed through.
    for (const bad of ['http://stream.mux.com', 'https://stream.mux.com/live/x.m3u8', 'stream.mux.com', 'https://a.example;script-src', 'https://a.example https://b.example', 'https://*']) {
      expect(() => securityConfigFromEnv({ VITE_STREAM_ORIGINS: bad }), bad).toThrow(/VITE_STREAM_ORIGINS/);
    }
  });

  it('with Supabase: its origin over https and wss (Realtime), and its storage for images and media', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: 'https://abc.supabase.co/' }, NO_HASHES);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(directive(csp, 'img-src')).toContain('https://abc.supabase.co');
    expect(directive(csp, 'media-src')).toContain('https://abc.supabase.co');
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    // A local Supabase (supabase start) speaks http and ws.
    expect(directive(contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321' }, NO_HASHES), 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321",
    );
  });

  it('with a Google Analytics id: the hosts Google documents for GA4, and only then', () => {
    const csp = contentSecurityPolicy({ ...plain, gaId: 'G-TEST000000' }, hashes);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-script' https://*.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://formsubmit.co https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com");
  });
});

describe('the other headers', () => {
  it('Permissions-Policy allows WebXR, the motion sensors and full screen, and denies what the site never uses', () => {
    const features = new Map(permissionsPolicy().split(', ').map((entry) => entry.split('=') as [string, string]));
    for (const name of ['xr-spatial-tracking', 'gyroscope', 'accelerometer', 'magnetometer']) expect(features.get(name), name).toBe('(self)');
    expect(features.get('fullscreen')).toBe('(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    expect(features.get('autoplay')).toBe('(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    for (const name of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features.get(name), name).toBe('()');
  });

  it('are the CSP, HSTS, nosniff, a referrer policy, X-Frame-Options and the Permissions-Policy', () => {
    const headers = Object.fromEntries(securityHeaders({}, NO_HASHES));
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});

describe('the deployable files', () => {
  const headers = [
    ['Content-Security-Policy', "default-src 'self'"],
    ['Permissions-Policy', 'fullscreen=(self "https://player.vimeo.com")'],
  ] as const;

  it("Netlify's _headers: every path gets the headers, hashed assets are cached for a year", () => {
    expect(netlifyHeaders(headers).split('\n').slice(1)).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  Permissions-Policy: fullscreen=(self "https://player.vimeo.com")',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]);
    expect(netlifyHeaders(headers)).toMatch(/^# /);
  });

  it('nginx: add_header lines sent with every status, inner double quotes escaped', () => {
    const lines = nginxSnippet(headers).split('\n').filter((line) => !line.startsWith('#'));
    expect(lines).toEqual([
      `add_header Content-Security-Policy "default-src 'self'" always;`,
      'add_header Permissions-Policy "fullscreen=(self \\"https://player.vimeo.com\\")" always;',
      '',
    ]);
  });
});
