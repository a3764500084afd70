/**
 * Share a page the best way the browser allows: the system share sheet where there is one,
 * else copy the link, else hand the link to the person to copy themselves.
 * The navigator is injected, so every path can be tested without a browser.
 */
export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

export interface ShareCapableNavigator {
  share?: ((data: SharePayload) => Promise<void>) | undefined;
  canShare?: ((data: SharePayload) => boolean) | undefined;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
}

/** shared: the sheet completed; cancelled: the person closed it; copied: link on the clipboard; manual: show the link. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual';

// By name, not instanceof: a DOMException may come from another realm (an iframe, a test runner).
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

export async function sharePage(payload: SharePayload, nav: ShareCapableNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && nav.canShare?.(payload) !== false) {
    try {
      await nav.share(payload);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure: say nothing.
      if (isAbort(error)) return 'cancelled';
      // Any other refusal (no user gesture, a blocked target): fall through to copying the link.
    }
  }
  if (typeof nav.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(payload.url);
      return 'copied';
    } catch {
      // Clipboard denied (permissions, insecure context): the person copies by hand.
    }
  }
  return 'manual';
}
