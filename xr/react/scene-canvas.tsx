import { useInsertionEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
 * A React Three Fiber root on a canvas that fills its container, as R3F's <Canvas> makes one, less what the
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
    current.configure({ camera, gl, flat, frameloop, size, onCreated }).then(() => current.render(children), setError);
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
