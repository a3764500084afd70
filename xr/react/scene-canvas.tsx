import { Component, Suspense, useInsertionEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, extend, type ReconcilerRoot, type RenderProps, type RootState } from '@react-three/fiber';
import { Group, Mesh, MeshBasicMaterial } from 'three';

/**
 * The three.js objects the player's scenes (and @react-three/xr's origin and spaces) create as JSX elements.
 * React Three Fiber's own <Canvas> registers the whole THREE namespace instead (`extend(THREE)`), which keeps
 * every class of three.js in the player's download whether it is used or not; registering these lets the
 * bundler leave the rest out. A scene that needs another element registers it where it is used.
 */
extend({ Group, Mesh, MeshBasicMaterial });

type Size = RenderProps<HTMLCanvasElement>['size'];

export interface SceneCanvasProps extends Pick<RenderProps<HTMLCanvasElement>, 'camera' | 'gl' | 'flat' | 'frameloop'> {
  onCreated?: (state: RootState) => void;
  children: ReactNode;
}

/**
 * A React Three Fiber root on a canvas that fills its container, as R3F's <Canvas> makes one (errors in the
 * scene reach the page's tree), less what the
 * player does not use: R3F's pointer events (they ray-cast the scene at every pointer move; the view's drag
 * and the headset's gaze pick for themselves), and the bridge of the page's React contexts into the scene
 * (the scenes get what they need as props).
 */
export function SceneCanvas({ camera, gl, flat, frameloop, onCreated, children }: SceneCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const size = useElementSize(container);
  const [error, setError] = useState<unknown>(null);
  if (error) throw error;

  // An insertion effect's cleanup runs once, when the canvas really goes (StrictMode does not run it twice):
  // unmounting disposes the renderer and gives its WebGL context back.
  useInsertionEffect(
    () => () => {
      root.current?.unmount();
      root.current = null;
    },
    [],
  );

  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element || !size) return;
    root.current ??= createRoot(element);
    const current = root.current;
    current.configure({ camera, gl, flat, frameloop, size, onCreated }).catch(setError);
    // In this same effect, not after the configuration settles: a render queued for later could reopen a root
    // that an unmount in the meantime is closing, and keep its context, video and texture alive. R3F's
    // render waits for the configuration itself, and does nothing on a root that is closing.
    if (current.ready.status !== 'rejected') current.render(<SceneErrors onError={setError}>{children}</SceneErrors>);
  }, [size, camera, gl, flat, frameloop, onCreated, children]);

  return (
    <div ref={container} style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <canvas ref={canvas} style={{ display: 'block' }} />
    </div>
  );
}

/** The element's size, measured before the first paint and then as it changes; null until it has one. */
function useElementSize(element: { readonly current: HTMLElement | null }): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => {
      const { width, height, top, left } = target.getBoundingClientRect();
      // A hidden container (0 × 0) keeps the last size: the renderer would otherwise be resized to nothing.
      setSize((before) => (width === 0 || height === 0 || (before?.width === width && before.height === height) ? before : { width, height, top, left }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * The scene is a React tree of its own (R3F's root): an error while rendering it would only be reported and
 * leave a black picture, or an empty headset session with no menu to leave it. This hands it to the page's
 * tree, where the player's error handling and the app's error boundary see it, as R3F's <Canvas> does.
 */
class SceneErrors extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
