import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, gotoReady, test as base } from './fixtures';
import { acceptJson, redirectToNext, stubForwarding } from './forms-support';
import { PAGE_FORMS } from './forms-page-forms';
import { serveWithHeaders, type HeadersServer } from './headers-server';
import { inSession, installQuest3 } from './iwer';
import { ROUTE_SAMPLES } from './routes';
import { fakeSession, fakeUser, startSignedIn, SUPABASE_ORIGIN } from './supabase-stub';

/**
 * The built site served as the README tells deployers to serve it: with the headers of the build's own
 * `_headers` file (scripts/vite-plugin-security-headers.ts) and the one SPA rule, by a small static server
 * started here on a free port (headers-server.ts). Every route renders, the players play, and the browser
 * reports no Content-Security-Policy violation (the `securitypolicyviolation` events of every page and frame,
 * and the console's 'Refused to…' messages) and no Permissions-Policy error.
 *
 * Third parties are stubbed at the network edge, since this machine is offline: Google's analytics hosts,
 * YouTube's player, the form-forwarding service (FormSubmit) and the Supabase API of the backend build
 * (https://db.tutti.test). A request the policy blocks never reaches a stub, so a stub that sees the request
 * proves the policy allowed it.
 *
 * The folders are those of the other browser tests: E2E_DIST (default dist, built with VITE_GA_ID) and
 * E2E_DIST_BACKEND (default dist-backend, built with Supabase at https://db.tutti.test).
 */
const DIST = process.env.E2E_DIST ?? 'dist';
const DIST_BACKEND = process.env.E2E_DIST_BACKEND ?? 'dist-backend';

const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame|create|evaluate|send)|Permissions[- ]Policy|Feature[- ]Policy/i;

const test = base.extend<{ policyReports: string[] }>({
  policyReports: [
    async ({ page }, use) => {
      const reports: string[] = [];
      // A binding, not a variable in the page: it outlives navigations, and frames report through it too.
      await page.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => reports.push(`${frame.url()}: ${text}`));
      await page.addInitScript(() => {
        const report = (window as Window & { __reportPolicyViolation?: (text: string) => void }).__reportPolicyViolation;
        document.addEventListener('securitypolicyviolation', (event) =>
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} "${event.sample}"`),
        );
      });
      page.on('console', (message) => {
        if (POLICY_MESSAGE.test(message.text())) reports.push(`console ${message.type()}: ${message.text()}`);
      });
      await use(reports);
      // Reports are queued as tasks: give the last ones a moment to arrive.
      if (!page.isClosed()) await page.waitForTimeout(200).catch(() => undefined);
      expect(reports, 'Content-Security-Policy and Permissions-Policy reports').toEqual([]);
    },
    { auto: true },
  ],
});

/** The `_headers` file's rule for every path, as name → value. */
async function siteHeaders(dist: string): Promise<Map<string, string>> {
  const text = await readFile(`${dist}/_headers`, 'utf8');
  const block = text.split(/\n(?=\S)/).find((part) => part.startsWith('/*\n')) ?? '';
  return new Map(
    block
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]),
  );
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const videoTime = (page: Page) => page.locator('video').first().evaluate((video: HTMLVideoElement) => video.currentTime);

async function expectPlaying(read: () => Promise<number>) {
  const start = await read();
  await expect.poll(read, { timeout: 15_000 }).toBeGreaterThan(start + 0.3);
}

test.describe('the build without a backend, served with its headers', () => {
  let server: HeadersServer | undefined;
  /** The address of `path` on this describe's server. */
  const at = (path: string) => {
    if (!server) throw new Error('the static server did not start');
    return `${server.url}${path}`;
  };
  test.beforeAll(async () => {
    server = await serveWithHeaders(DIST);
  });
  test.afterAll(async () => server?.close());

  test('the policy hashes the inline code of the prerendered pages and the app shell, and allows no unsafe-inline or unsafe-eval', async ({ page }) => {
    const headers = await siteHeaders(DIST);
    const csp = headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toMatch(/unsafe-/);
    const html = await readFile(`${DIST}/app.html`, 'utf8');
    for (const file of ['index.html', 'nl/concerts.html', 'app.html']) {
      for (const [, type, code] of (await readFile(`${DIST}/${file}`, 'utf8')).matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)) {
        expect(csp.match(new RegExp(`${type}-src [^;]*${hashOf(code ?? '').replace(/[+/]/g, '\\$&')}`)), `${file}: ${type} hash`).not.toBeNull();
      }
    }
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://formsubmit.co');
    expect(await readFile(`${DIST}/security-headers.nginx.conf`, 'utf8')).toContain(`add_header Content-Security-Policy "${csp}" always;`);

    // What the server sends is the file's rule, for pages, the app shell and assets alike.
    const response = await page.goto(at('/concerts'));
    expect(response?.headers()['content-security-policy']).toBe(csp);
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy']) {
      expect(response?.headers()[name.toLowerCase()], name).toBe(headers.get(name));
    }
    const asset = await page.request.get(at(html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? ''));
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  for (const path of ROUTE_SAMPLES) {
    test(`${path} renders`, async ({ page }) => {
      await gotoReady(page, at(path));
    });
  }

  test('/concert/demo: the 360° player plays (hls.js, WebGL)', async ({ page }) => {
    await gotoReady(page, at('/concert/demo'));
    await page.getByLabel('Picture quality').selectOption('320p');
    await expectPlaying(() => videoTime(page));
  });

  test('/concert/demo in an emulated headset: Enter VR starts a session and the video keeps playing', async ({ page }) => {
    await installQuest3(page);
    await gotoReady(page, at('/concert/demo'));
    await page.getByLabel('Picture quality').selectOption('320p');
    await page.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(() => inSession(page)).toBe(true);
    await expectPlaying(() => videoTime(page));
  });

  test('/aframe-demo: the A-Frame scene loads, styled by its stylesheet, and plays', async ({ page }) => {
    await gotoReady(page, at('/aframe-demo'));
    const scene = () =>
      page.evaluate(() => {
        const element = document.querySelector('a-scene') as (HTMLElement & { hasLoaded?: boolean }) | null;
        return { loaded: element?.hasLoaded === true, time: document.querySelector('video')?.currentTime ?? 0 };
      });
    await expect.poll(async () => (await scene()).loaded, { timeout: 15_000 }).toBe(true);
    await expectPlaying(async () => (await scene()).time);
    // aframe.css comes as a file now (A-Frame no longer injects it, which the policy would report): its rule
    // for the scene's canvas applies.
    await expect(page.locator('a-scene canvas')).toHaveCSS('position', 'absolute');
  });

  test('home: the pilot form toasts (sonner, styled by its stylesheet) and posts to the form-forwarding service', async ({ page }) => {
    const posts = await stubForwarding(page, redirectToNext);
    await gotoReady(page, at('/#booking'));
    const form = page.getByRole('form', { name: 'Request a pilot concert' });
    await form.getByRole('button', { name: 'Book a Pilot' }).click();
    await expect(page.locator('[data-sonner-toast]')).toBeVisible();
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');
    await form.getByLabel('Facility name').fill('Zonnehuis Amstelveen');
    await form.getByLabel('Your name').fill('Ada Jansen');
    await form.getByLabel('Email address').fill('ada@zonnehuis.example');
    await form.getByRole('button', { name: 'Book a Pilot' }).click();
    // form-action allows the post to FormSubmit and its redirect back to the site.
    await expect.poll(() => posts.length).toBe(1);
    await expect(page).toHaveURL(posts[0]?.fields._next ?? '');
  });

  test('/contact: the form is sent to the form-forwarding service', async ({ page }) => {
    const contact = PAGE_FORMS.find((form) => form.id === 'contact');
    if (!contact) throw new Error('no contact form in PAGE_FORMS');
    const posts = await stubForwarding(page, acceptJson);
    await gotoReady(page, at(contact.path));
    await contact.fill(page);
    await page.getByRole('form', { name: contact.formName }).getByRole('button', { name: contact.submit }).click();
    await expect(page.getByRole('heading', { name: contact.successTitle })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('/artist/9: the YouTube player loads in its frame after play', async ({ page }) => {
    // Stub of YouTube's player (offline machine): a page the frame shows.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title><p>Stub player</p>' }),
    );
    await page.addInitScript(() => {
      if (window === window.top) localStorage.setItem('analyticsConsent', 'denied');
    });
    await gotoReady(page, at('/artist/9'));
    await page.getByRole('button', { name: /^Play video: .*\(loads from YouTube\)$/ }).click();
    await expect(page.frameLocator('iframe').getByText('Stub player')).toBeVisible();
  });

  test('after consent, gtag.js loads and its hits go out (Google stubbed at the network edge)', async ({ page }) => {
    // npm test builds with VITE_GA_ID (scripts/run-tests.mjs): its policy must allow Google's hosts.
    const csp = (await siteHeaders(DIST)).get('Content-Security-Policy') ?? '';
    expect(csp, 'the build under test has VITE_GA_ID, so its policy allows gtag.js').toContain('https://*.googletagmanager.com');
    // Stand-ins for Google's hosts: gtag.js sends its hits the three ways the real one does.
    const hits: string[] = [];
    await page.route(/^https:\/\/([\w-]+\.)*(google-analytics\.com|analytics\.google\.com)\//, (route) => {
      hits.push(new URL(route.request().url()).hostname);
      return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__gtagStubLoaded = true;
          fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST000000', { method: 'POST', mode: 'no-cors' });
          navigator.sendBeacon('https://region1.analytics.google.com/g/collect?v=2&tid=G-TEST000000');
          new Image().src = 'https://www.google-analytics.com/g/collect?v=2&tid=G-TEST000000';`,
      }),
    );
    await gotoReady(page, at('/'));
    await page.getByRole('region', { name: 'Privacy Settings' }).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect.poll(() => page.evaluate(() => (window as Window & { __gtagStubLoaded?: boolean }).__gtagStubLoaded === true), { timeout: 12_000 }).toBe(true);
    await expect.poll(() => [...new Set(hits)].sort()).toEqual(['region1.analytics.google.com', 'region1.google-analytics.com', 'www.google-analytics.com']);
  });
});

/** Answers the backend build's calls to Supabase (a third party, stubbed here): enough for its pages to render. */
async function stubBackend(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const session = fakeSession({ appRole: 'admin', aal: 'aal2' });
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*', 'access-control-expose-headers': '*' };
  await page.route(`${SUPABASE_ORIGIN}/**`, (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const { pathname } = new URL(request.url());
    seen.push(`${request.method()} ${pathname}`);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      route.fulfill({ status, headers: { ...cors, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    if (pathname === '/auth/v1/user') return json(200, fakeUser({ appRole: 'admin' }));
    if (pathname === '/auth/v1/token') return json(200, session);
    if (pathname.startsWith('/rest/v1/') && ['GET', 'HEAD'].includes(request.method())) return json(200, [], { 'content-range': '*/0' });
    if (pathname.startsWith('/rest/v1/')) return route.fulfill({ status: 201, headers: cors });
    return json(200, {});
  });
  return seen;
}

test.describe('the build with a backend, served with its headers', () => {
  let server: HeadersServer | undefined;
  /** The address of `path` on this describe's server. */
  const at = (path: string) => {
    if (!server) throw new Error('the static server did not start');
    return `${server.url}${path}`;
  };
  test.beforeAll(async () => {
    server = await serveWithHeaders(DIST_BACKEND);
  });
  test.afterAll(async () => server?.close());

  test('the policy lets the site reach Supabase over https and wss, and no form-forwarding service', async () => {
    const csp = (await siteHeaders(DIST_BACKEND)).get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/connect-src [^;]*https:\/\/db\.tutti\.test wss:\/\/db\.tutti\.test/);
    expect(csp).not.toContain('formsubmit.co');
    expect(csp).not.toMatch(/unsafe-/);
  });

  for (const path of ['/auth', '/verify-email']) {
    test(`${path} renders, signed out`, async ({ page }) => {
      await stubBackend(page);
      await gotoReady(page, at(path));
    });
  }

  for (const path of ['/admin', '/security-dashboard']) {
    test(`${path} renders for a signed-in admin and reads from Supabase`, async ({ page }) => {
      const seen = await stubBackend(page);
      await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
      await gotoReady(page, at(path));
      await expect.poll(() => seen.length).toBeGreaterThan(0);
    });
  }

  test('/contact: the form is stored through Supabase', async ({ page }) => {
    const contact = PAGE_FORMS.find((form) => form.id === 'contact');
    if (!contact) throw new Error('no contact form in PAGE_FORMS');
    const seen = await stubBackend(page);
    await gotoReady(page, at(contact.path));
    await contact.fill(page);
    await page.getByRole('form', { name: contact.formName }).getByRole('button', { name: contact.submit }).click();
    await expect(page.getByRole('heading', { name: contact.successTitle })).toBeVisible();
    expect(seen).toContain(`POST /rest/v1/${contact.table}`);
  });
});
