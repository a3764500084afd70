import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * Code that comes when a part of the page is first used (a panel, a list), not with the page. React keeps a
 * failed lazy import and throws it to the nearest boundary, which for such a part would be the app's: on a
 * flaky network, one press would replace the page with its error screen. Here the part reports the failure
 * and closes, and the next use asks for the code again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchCode = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  let Lazy = lazy(fetchCode);

  function Part({ onFailed, ...props }: P & { onFailed: () => void }) {
    const failed = () => {
      Lazy = lazy(fetchCode);
      onFailed();
    };
    return (
      <PartBoundary onFailed={failed}>
        <Suspense fallback={null}>
          <Lazy {...(props as unknown as P)} />
        </Suspense>
      </PartBoundary>
    );
  }
  /** Asks for the code ahead of use (on hover or focus); a failure then is met again at the use. */
  const preload = () => void fetchCode().catch(() => undefined);
  return { Part, preload };
}

class PartBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
