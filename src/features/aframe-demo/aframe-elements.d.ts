// The A-Frame elements the demo scene writes in JSX. A-Frame reads its components from attributes, so
// every one is a string (its "prop: value; prop: value" syntax).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type AframeElementProps<Attributes extends string> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Partial<Record<Attributes, string>>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'a-scene': AframeElementProps<'embedded' | 'xr-mode-ui' | 'loading-screen' | 'device-orientation-permission-ui' | 'renderer'>;
      'a-entity': AframeElementProps<'position' | 'rotation' | 'camera' | 'look-controls' | 'cursor' | 'raycaster' | 'geometry' | 'material' | 'gaze-menu'>;
      'a-videosphere': AframeElementProps<'hls-videosphere' | 'rotation' | 'radius' | 'segments-width' | 'segments-height'>;
    }
  }
}
