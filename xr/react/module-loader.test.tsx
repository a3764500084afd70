// @vitest-environment jsdom
import { act, Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModuleLoader, useLoadedModule, type ModuleLoader } from './module-loader';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error}</p> : this.props.children;
  }
}

function Shows({ loader }: { loader: ModuleLoader<{ text: string }> }) {
  const module = useLoadedModule(loader);
  return <p>{module ? module.text : 'loading'}</p>;
}

let root: Root | undefined;
function mount(loader: ModuleLoader<{ text: string }>) {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(<Catch><Shows loader={loader} /></Catch>));
  return container;
}
afterEach(() => act(() => root?.unmount()));

describe('createModuleLoader', () => {
  it('imports once, however many ask, and remembers the module', async () => {
    const importModule = vi.fn(async () => ({ text: 'ready' }));
    const loader = createModuleLoader(importModule);
    expect(loader.current()).toBeUndefined();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(loader.current()).toBe(a);
  });

  it('forgets a failed import, so a later attempt downloads again', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ text: 'back' });
    const loader = createModuleLoader(importModule);
    await expect(loader.load()).rejects.toThrow('offline');
    await expect(loader.load()).resolves.toEqual({ text: 'back' });
  });
});

describe('useLoadedModule', () => {
  it('renders without the module, then with it once it has loaded', async () => {
    let resolve: (module: { text: string }) => void = () => undefined;
    const container = mount(createModuleLoader(() => new Promise((done) => (resolve = done))));
    expect(container.textContent).toBe('loading');
    await act(async () => resolve({ text: 'ready' }));
    expect(container.textContent).toBe('ready');
  });

  it('renders a module loaded earlier in the very first render (nothing to wait for)', async () => {
    const loader = createModuleLoader(async () => ({ text: 'ready' }));
    await loader.load();
    const rendered: string[] = [];
    function Records() {
      rendered.push(useLoadedModule(loader)?.text ?? 'loading');
      return null;
    }
    root = createRoot(document.createElement('div'));
    await act(async () => root!.render(<Records />));
    expect(rendered).toEqual(['ready']);
  });

  it('throws a failed download to the nearest error boundary, as lazy() does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = mount(createModuleLoader(() => Promise.reject(new Error('chunk missing'))));
    await act(async () => undefined);
    expect(container.textContent).toBe('caught: chunk missing');
  });
});
