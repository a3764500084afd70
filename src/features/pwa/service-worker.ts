import i18next from 'i18next';
import { showToast } from '@/ui/toast';

/**
 * Registers the service worker (sw.js, written by the build with Workbox) once the page has loaded, and
 * offers a waiting new version quietly: a toast with a Reload button. Accepting sends SKIP_WAITING; the
 * page reloads once when the new worker takes control. Nothing happens without a visitor's yes: a form
 * being filled in is never reloaded away.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').then(watchForUpdates).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

let accepted = false;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A worker that takes control for the first time is not an update: only a reload the visitor asked for.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    });
  });
}

function offer(worker: ServiceWorker): void {
  const t = i18next.getFixedT(null, 'common');
  showToast({
    title: t('update.available'),
    action: {
      label: t('update.reload'),
      onClick: () => {
        accepted = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
