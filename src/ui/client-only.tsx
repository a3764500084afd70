import type { ReactNode } from 'react';
import { useIsClient } from '@/lib/use-is-client';

export { useIsClient };

/** Renders its children only in the browser, after hydration (see useIsClient); `fallback` until then. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useIsClient() ? children : fallback;
}
