import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';

/** SPEC section 9: navigation announcements appear after 500 ms (once the new title is set). */
export const NAVIGATION_ANNOUNCEMENT_DELAY_MS = 500;

export function useRouteChangeEffects(): void {
  const { pathname, hash } = useLocation();
  const { t } = useTranslation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    // Only a new path is a navigation: not the first render, nor a change of language.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!hash) window.scrollTo({ top: 0 });
    const timer = setTimeout(
      () => announce(t('shell.navigatedTo', { title: document.title })),
      NAVIGATION_ANNOUNCEMENT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname, hash, t]);
}
