import type { EarlyInputOptions } from './early-input-options';

/**
 * A prerendered page takes input before its code runs (and a lazily loaded part of it, before that part's
 * code runs), but React only listens once it has adopted an element: what is typed is in the fields yet
 * unknown to the app, and React drops presses on parts it has not hydrated. This inline script runs first,
 * keeps what was typed, holds presses and early form sends (a native send would leave the page with the
 * fields in the address), and replay-early-input.ts gives them to the app once each element is live.
 */
export type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyValue {
  value: string;
  checked: boolean;
  /** The address it was typed at: a field is only looked for again on the same page. */
  path: string;
  /** How often the replay has given it to the app so far (it checks the app took it before letting go). */
  tries?: number;
}

export type EarlyPress =
  | { kind: 'click'; target: HTMLElement; path: string }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null; path: string };

export interface EarlyInputQueue {
  /** The last value the visitor gave each field that was not live yet. */
  values: Map<EarlyField, EarlyValue>;
  /** Presses and sends, in order. */
  presses: EarlyPress[];
  /** Whether the app answers input on `element` now. */
  isLive: (element: Element) => boolean;
  /** Called after each capture: the replay, once loaded, starts its work from it. */
  onCapture: (element: Element) => void;
  setPending: (pending: boolean) => void;
  /** True while the replay dispatches: its own events are not the visitor's. */
  replaying: boolean;
}

/** Runs in the page, serialised with toString(): it must not close over anything outside itself. */
function captureEarlyInput(o: EarlyInputOptions): void {
  const html = document.documentElement;
  const isLive = (element: Element): boolean =>
    html.hasAttribute(o.readyAttribute) && !element.closest(o.waitingSelector) && Object.keys(element).some((key) => key.indexOf(o.liveKeyPrefix) === 0);
  const queue: EarlyInputQueue = {
    values: new Map(),
    presses: [],
    isLive,
    onCapture: () => undefined,
    setPending: (pending) => (pending ? html.setAttribute(o.pendingAttribute, '') : html.removeAttribute(o.pendingAttribute)),
    replaying: false,
  };
  (window as unknown as Record<string, unknown>)[o.global] = queue;
  /** Inside the app's root and not live yet: the app would not hear it. */
  const waiting = (node: EventTarget | null): node is Element => {
    if (queue.replaying) return false;
    const root = document.getElementById(o.rootId);
    return node instanceof Element && !!root && root.contains(node) && !isLive(node);
  };
  const held = (element: Element) => {
    queue.setPending(true);
    queue.onCapture(element);
  };

  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (queue.replaying) return;
    if (!waiting(field)) {
      // The app hears this one, and reads the whole value from the field.
      queue.values.delete(field);
      return;
    }
    queue.values.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked, path: location.pathname });
    // Typing on after an early send: the visitor was not done, so that send is dropped.
    if (event.type === 'input') queue.presses = queue.presses.filter((press) => press.kind !== 'submit' || press.target !== field.form);
    held(field);
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !waiting(form)) return;
      event.preventDefault();
      event.stopPropagation();
      const submitter = (event as SubmitEvent).submitter;
      queue.presses.push({ kind: 'submit', target: form, submitter: submitter instanceof HTMLElement ? submitter : null, path: location.pathname });
      held(form);
    },
    true,
  );

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, input[type="button"]') : null;
      if (!(target instanceof HTMLButtonElement || target instanceof HTMLInputElement) || !waiting(target)) return;
      // A form's send button: its submit event is held instead. A reset button works without the app.
      if (target.type === 'reset' || (target.type === 'submit' && target.form)) return;
      event.stopPropagation();
      queue.presses.push({ kind: 'click', target, path: location.pathname });
      held(target);
    },
    true,
  );
}

export function earlyInputScript(options: EarlyInputOptions): string {
  return `(${captureEarlyInput.toString()})(${JSON.stringify(options).replace(/</g, '\\u003c')});`;
}
