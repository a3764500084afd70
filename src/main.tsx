import './index.css';
import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startShell } from './app/start-shell';
import { startServiceWorker } from './features/pwa/service-worker';
import { replayEarlyInput } from './lib/early-input/replay-early-input';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// What the visitor typed and pressed in the prerendered page before this code ran reaches the app as it
// comes alive, however the page is adopted below (src/lib/early-input).
replayEarlyInput(root);

// The address the HTML was written for: the shell may move the visit (an auth callback's hash to /verify-email).
const servedPath = window.location.pathname;

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// No top-level await: the bundler may put this module in one chunk with the code the pages import, and a
// page imported while this chunk still awaits would wait for it in turn, for ever.
void startShell().then((stays) => {
  if (!stays) return;
  // A prerendered page (scripts/vite-plugin-prerender.ts) is adopted as it is; the shell (app.html) is
  // rendered here. The prerender saw no query string: an address with one (a filtered agenda, a concert
  // carried into a form) may render differently, so it is rendered afresh over the prerendered HTML, as is
  // a visit the shell moved to another address.
  if (root.hasChildNodes() && window.location.search === '' && window.location.pathname === servedPath) {
    hydrateRoot(root, app);
    return;
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (on a mid-range phone, hundreds of milliseconds).
  startTransition(() => createRoot(root).render(app));
});

// Offline pages and the conference kiosk (src/features/pwa). Not in development, where files change under it.
if (import.meta.env.PROD) startServiceWorker();
