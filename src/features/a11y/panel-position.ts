import type { CSSProperties } from 'react';

/**
 * Sits 1 rem above the cookie banner, which publishes its height as --consent-offset on <html>;
 * a banner so tall that the button would slide under the fixed header (5 rem) is overlapped instead.
 */
export const BUTTON_BOTTOM = 'min(calc(var(--consent-offset, 0px) + 1rem), calc(100dvh - 9rem))';
/**
 * Open, the button carries the panel above it (3.5 rem button + 0.75 rem gap). When that leaves the
 * panel less than 20 rem below the header (large text, a tall banner on a phone), both move down over
 * the banner rather than squeezing the panel. All in rem, so it holds at every text size.
 */
export const OPEN_BOTTOM = `max(0.5rem, min(${BUTTON_BOTTOM}, calc(100dvh - 29.75rem)))`;
export const PANEL_STYLE: CSSProperties = { maxHeight: `calc(100dvh - 9.75rem - ${OPEN_BOTTOM})` };
