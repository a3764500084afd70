import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The site's single toast system: every toast of the SPEC's error catalogue goes through `showToast`.
 * The toast library loads with the first toast, not with the page: most visits never see one.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  /** A button in the toast; a toast with an action stays until it is used or closed. */
  action?: { label: string; onClick: () => void };
}

const SonnerToaster = lazy(() => import('./sonner-toaster'));

let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
const listeners = new Set<() => void>();

export function showToast({ title, description, variant = 'default', action }: ToastMessage): void {
  if (!requested) {
    requested = true;
    listeners.forEach((notify) => notify());
  }
  void Promise.all([ready, import('sonner')]).then(([, { toast }]) => {
    const options = {
      ...(description === undefined ? {} : { description }),
      ...(action === undefined ? {} : { action, duration: Number.POSITIVE_INFINITY }),
    };
    if (variant === 'destructive') toast.error(title, options);
    else if (variant === 'success') toast.success(title, options);
    else toast(title, options);
  });
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Rendered once by the layout; mounts the toaster on the first toast. */
export function LazyToaster() {
  const isRequested = useSyncExternalStore(subscribe, () => requested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={markReady} />
    </Suspense>
  );
}
