import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';

export const INITIAL_LOADER_ID = 'initial-loader';
const FADE_MS = 300;

/** Fades out the initial overlay of index.html (0.3 s), then tells screen readers the app is ready. */
export function useShellReady(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const overlay = document.getElementById(INITIAL_LOADER_ID);
    if (!overlay) return;
    overlay.classList.add('is-hidden');
    const timer = setTimeout(() => {
      overlay.remove();
      announce(t('shell.appLoaded'));
    }, FADE_MS);
    return () => clearTimeout(timer);
  }, [t]);
}
