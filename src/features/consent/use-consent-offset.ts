import { useEffect } from 'react';

export const CONSENT_OFFSET_VAR = '--consent-offset';

function setOffset(px: number) {
  document.documentElement.style.setProperty(CONSENT_OFFSET_VAR, `${px}px`);
}

/**
 * Publishes the banner's height as `--consent-offset` on <html> while it is shown (0px otherwise),
 * so other fixed elements (the accessibility button, toasts) can sit above it instead of under it.
 */
export function useConsentOffset(banner: HTMLElement | null): void {
  useEffect(() => {
    if (!banner) {
      setOffset(0);
      return;
    }
    const measure = () => setOffset(Math.ceil(banner.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return () => setOffset(0);
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      setOffset(0);
    };
  }, [banner]);
}
