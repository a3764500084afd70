// @vitest-environment jsdom
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>the page's error screen</p> : this.props.children;
  }
}

const Panel = ({ label }: { label: string }) => <p>{label}</p>;
const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

describe('lazyPart', () => {
  it('reports a failed download to the part instead of the page, and asks again at the next use', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Panel }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Panel });
    const { Part } = lazyPart(load);
    const onFailed = vi.fn();
    await act(async () => root.render(<AppBoundary><Part label="the panel" onFailed={onFailed} /></AppBoundary>));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(host.textContent).not.toContain("the page's error screen");

    // Closed by its owner, then opened again: the code is asked for once more, and this time it comes.
    await act(async () => root.render(<AppBoundary>{null}</AppBoundary>));
    await act(async () => root.render(<AppBoundary><Part label="the panel" onFailed={onFailed} /></AppBoundary>));
    expect(load).toHaveBeenCalledTimes(2);
    expect(host.textContent).toBe('the panel');
  });

  it('shares one download between a preload and the use', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Panel }>>().mockResolvedValue({ default: Panel });
    const { Part, preload } = lazyPart(load);
    preload();
    await act(async () => root.render(<Part label="ready" onFailed={() => undefined} />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.textContent).toBe('ready');
  });
});
