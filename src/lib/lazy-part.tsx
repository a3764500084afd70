import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * Code that comes when a part of the page is first used (a panel, a list), not with the page. React keeps a
 * failed lazy import and throws it to the nearest boundary, which for such a part would be the app's: on a
 * flaky network, one press would replace the page with its error screen. Here the part reports the failure
 * and closes, and the next use asks for the code again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  type Code = { default: ComponentType<P> };
  let pending: Promise<Code> | null = null;
  let failures = 0;
  let failedAddress: string | undefined;
  const fetchCode = () =>
    (pending ??= (failedAddress ? importAfresh<Code>(failedAddress, failures) : load()).catch((error: unknown) => {
      pending = null;
      failures += 1;
      failedAddress = addressIn(error) ?? failedAddress;
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

/**
 * Chromium and Firefox keep a failed module's error under its address (the HTML spec's module map): imported
 * again, the same address fails at once, without a request. Their message names the address; asked for under a
 * query the map has not seen, it is fetched afresh. Where the message names none (Safari), the import is retried
 * as it was. The fresh copy is a module of its own: code the bundler placed in that chunk runs again (a part's
 * chunk holds only its own modules, what it shares with others being split out), and its preloads are skipped.
 */
const MODULE_ADDRESS = /https?:\/\/[^\s'"]+\.js\b/;
const addressIn = (error: unknown): string | undefined => (error instanceof Error ? MODULE_ADDRESS.exec(error.message)?.[0] : undefined);
const importAfresh = <T,>(address: string, attempt: number): Promise<T> => import(/* @vite-ignore */ `${address}?retry=${attempt}`) as Promise<T>;

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
