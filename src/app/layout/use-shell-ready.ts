import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';

export const INITIAL_LOADER_ID = 'initial-loader';
export const APP_READY_ATTRIBUTE = 'data-app-ready';
const FADE_MS = 300;

/**
 * Fades out the initial overlay of the app shell (0.3 s), then tells screen readers the app is ready. A
 * prerendered page has no overlay: its content is there from the first paint, and it is ready once hydrated.
 */
export function useShellReady(): void {
  const { t } = useTranslation();
  useEffect(() => {
    // For whoever needs to know the page is live (a prerendered page looks ready before it is): tests, kiosks.
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    const overlay = document.getElementById(INITIAL_LOADER_ID);
    if (!overlay) {
      const timer = setTimeout(() => announce(t('shell.appLoaded')), FADE_MS);
      return () => clearTimeout(timer);
    }
    overlay.classList.add('is-hidden');
    const timer = setTimeout(() => {
      overlay.remove();
      announce(t('shell.appLoaded'));
    }, FADE_MS);
    return () => clearTimeout(timer);
  }, [t]);
}
