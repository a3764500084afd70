import type { Locator, Page, Request, Route } from '@playwright/test';

/**
 * The form-forwarding service (FormSubmit at https://formsubmit.co) is a third party: stubbed here, at the
 * network edge, recording what the site posted. Used by the forms-*.spec.ts files.
 */
export const FORWARD_URL = 'https://formsubmit.co/info@tutti.example';
export const FORWARD_AJAX_URL = 'https://formsubmit.co/ajax/info@tutti.example';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export interface ForwardedRequest {
  url: string;
  method: string;
  /** 'document' for the pilot form's full-navigation post, 'fetch' for the JSON posts. */
  resourceType: string;
  contentType: string;
  /** The posted fields: from the JSON body, or from the url-encoded form body. */
  fields: Record<string, string>;
}

export type ForwardReply = (request: Request, route: Route) => Promise<void> | void;

function fieldsOf(request: Request): Record<string, string> {
  const body = request.postData() ?? '';
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(body) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(body));
}

/** Answers like FormSubmit's AJAX endpoint when it accepts a form. */
export const acceptJson: ForwardReply = (_request, route) =>
  route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: JSON.stringify({ success: 'true', message: 'The form was submitted successfully.' }) });

/** Answers like FormSubmit after a classic post: a redirect to `_next`. */
export const redirectToNext: ForwardReply = (request, route) =>
  route.fulfill({ status: 303, headers: { location: fieldsOf(request)._next ?? '/' } });

/**
 * A 204 answer to the pilot form's navigation: the browser stays on the page. Playwright waits for a
 * pending navigation before it looks at the page, so this is how a test sees the page right after the post.
 */
export const stayOnPage: ForwardReply = (_request, route) => route.fulfill({ status: 204 });

export const serverError: ForwardReply = (_request, route) =>
  route.fulfill({ status: 500, headers: CORS, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });

export const networkFailure: ForwardReply = (_request, route) => route.abort('failed');

/** Stubs formsubmit.co; `reply` answers each POST (preflights are answered here). Returns the posts seen. */
export async function stubForwarding(page: Page, reply: ForwardReply = acceptJson): Promise<ForwardedRequest[]> {
  const seen: ForwardedRequest[] = [];
  await page.route('https://formsubmit.co/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.push({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
      contentType: request.headers()['content-type'] ?? '',
      fields: fieldsOf(request),
    });
    await reply(request, route);
  });
  return seen;
}

/** A reply held until the test releases it, so the test can look at the page while a send is in flight. */
export function heldReply(then: ForwardReply) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const reply: ForwardReply = async (request, route) => {
    await released;
    await then(request, route);
  };
  return { reply, release };
}

/** The one live region's assertive half (src/ui/announcer.tsx). */
export const assertiveRegion = (page: Page) => page.locator('#announcer-assertive');
export const politeRegion = (page: Page) => page.locator('#announcer-polite');

/**
 * A control by its label, as a person reads it: the exact label, followed by the required marker '*' when
 * there is one (hidden from screen readers, but part of the label's text that getByLabel matches).
 */
export const byLabel = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
