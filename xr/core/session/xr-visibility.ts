/**
 * Whether the person sees the session: WebXR's `visibilityState`. A Quest reports 'hidden' while nobody wears
 * it (its proximity sensor) and in standby, 'visible-blurred' under a system dialog, 'visible' once the
 * picture is in front of someone's eyes. Structural types, so a test can pass a plain event target.
 */
export type XrVisibility = 'visible' | 'visible-blurred' | 'hidden';

export interface XrVisibilitySource {
  /** Missing on runtimes older than the attribute: they show the session whenever it runs. */
  readonly visibilityState?: XrVisibility;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Reports the session's visibility now and at every change; returns the way to stop listening. */
export function watchXrVisibility(session: XrVisibilitySource, report: (visibility: XrVisibility) => void): () => void {
  const onChange = () => report(session.visibilityState ?? 'visible');
  session.addEventListener('visibilitychange', onChange);
  onChange();
  return () => session.removeEventListener('visibilitychange', onChange);
}
