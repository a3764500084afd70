import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';

export const INITIAL_LOADER_ID = 'initial-loader';
export const APP_READY_ATTRIBUTE = 'data-app-ready';
const FADE_MS = 300;

/**
 * Fades out the initial overlay of the app shell (0.3 s), then tells screen readers the app is ready and
 * marks the document live (for whoever needs to know: a prerendered page looks ready before it is; tests,
 * the cookie banner's stylesheet). A prerendered page has no overlay: it is ready once hydrated.
 */
export function useShellReady(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const ready = () => {
      announce(t('shell.appLoaded'));
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    };
    const overlay = document.getElementById(INITIAL_LOADER_ID);
    if (!overlay) {
      ready();
      return;
    }
    overlay.classList.add('is-hidden');
    const timer = setTimeout(() => {
      overlay.remove();
      ready();
    }, FADE_MS);
    return () => clearTimeout(timer);
  }, [t]);
}
