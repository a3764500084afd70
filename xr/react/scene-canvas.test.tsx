// @vitest-environment jsdom
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { GLProps, Renderer } from '@react-three/fiber';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SceneCanvas } from './scene-canvas';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What React Three Fiber calls on a renderer, recorded: jsdom has no WebGL. */
function fakeRenderer(canvas: HTMLCanvasElement) {
  return {
    domElement: canvas,
    render: vi.fn(),
    setSize: vi.fn(),
    setPixelRatio: vi.fn(),
    dispose: vi.fn(),
    forceContextLoss: vi.fn(),
    renderLists: { dispose: vi.fn() },
    shadowMap: { enabled: false, type: 0 },
    outputColorSpace: '',
    toneMapping: 0,
  };
}

class PageBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Throws(): ReactNode {
  throw new Error('the scene broke');
}

let renderers: ReturnType<typeof fakeRenderer>[] = [];
const gl: GLProps = (defaults) => {
  const renderer = fakeRenderer(defaults.canvas as HTMLCanvasElement);
  renderers.push(renderer);
  // The parts of a renderer R3F uses here; the rest of WebGLRenderer's type does not exist without WebGL.
  return renderer as unknown as Renderer;
};

beforeEach(() => {
  renderers = [];
  // jsdom lays nothing out and has no ResizeObserver: the canvas's container measures 320 × 180.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 320, height: 180, top: 0, left: 0, right: 320, bottom: 180, x: 0, y: 0, toJSON: () => ({}) });
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function host() {
  const element = document.createElement('div');
  document.body.append(element);
  return createRoot(element);
}

describe('SceneCanvas', () => {
  it('hands an error in the scene to the page’s tree, as R3F’s <Canvas> does', async () => {
    const root = host();
    const onError = vi.fn();
    act(() =>
      root.render(
        <PageBoundary onError={onError}>
          <SceneCanvas gl={gl}>
            <Throws />
          </SceneCanvas>
        </PageBoundary>,
      ),
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the scene broke' })));
    act(() => root.unmount());
  });

  it('releases the renderer when it goes in the same task as a last change', async () => {
    const root = host();
    act(() => root.render(<SceneCanvas gl={gl} frameloop="demand"><group /></SceneCanvas>));
    // A change and the unmount with no microtask between them (a resize during a route change). Outside
    // act(), which would run R3F's own scheduled work at once and hide the order a browser sees.
    act(() => root.render(<SceneCanvas gl={gl} frameloop="always"><group /></SceneCanvas>));
    root.unmount();
    expect(renderers).toHaveLength(1);
    await vi.waitFor(() => expect(renderers[0]?.forceContextLoss).toHaveBeenCalled(), { timeout: 3000 });
  });
});
