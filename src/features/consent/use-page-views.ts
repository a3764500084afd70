import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Analytics } from '@/lib/analytics';

/**
 * Tells analytics about each route change (path and query, never the hash). It is also called when
 * consent is given, so the page the person is on is counted. The 1 s delay and debounce live in the loader.
 */
export function usePageViews(analytics: Analytics, granted: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (granted) analytics.pageView(pathname + search);
  }, [analytics, granted, pathname, search]);
}
