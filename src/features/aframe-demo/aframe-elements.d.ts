// The A-Frame elements the demo scene writes in JSX. A-Frame reads its components from attributes, so
// every one is a string (its "prop: value; prop: value" syntax).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type AframeElementProps<Attributes extends string> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Partial<Record<Attributes, string>>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'a-scene': AframeElementProps<'embedded' | 'tutti-player' | 'xr-mode-ui' | 'loading-screen' | 'device-orientation-permission-ui' | 'webxr' | 'renderer'>;
      'a-entity': AframeElementProps<'position' | 'camera' | 'look-controls'>;
    }
  }
}
