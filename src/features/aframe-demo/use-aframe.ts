import { useEffect, useState } from 'react';
// A-Frame's stylesheet as a file: the build stops A-Frame from injecting it as a <style> element, which the
// Content-Security-Policy blocks (scripts/vite-plugin-no-injected-styles.ts).
import 'aframe/style.css';
import { registerTuttiComponents } from '@xr/aframe/register-components';
import { hasWebGl } from './webgl-support';

export type AframeStatus = 'loading' | 'ready' | 'error';

/**
 * Loads A-Frame (its own chunk, with its own three.js: only this route downloads it) and registers our
 * components before any <a-scene> renders, so A-Frame meets them on its first pass.
 */
export function useAframe(): AframeStatus {
  const [status, setStatus] = useState<AframeStatus>(() => (hasWebGl() ? 'loading' : 'error'));

  useEffect(() => {
    if (status !== 'loading') return;
    let active = true;
    import('aframe')
      .then(({ default: AFRAME }) => {
        registerTuttiComponents(AFRAME);
        if (active) setStatus('ready');
      })
      .catch(() => {
        if (active) setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [status]);

  return status;
}
