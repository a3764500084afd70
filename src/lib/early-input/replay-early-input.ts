import type { EarlyField, EarlyInputQueue, EarlyPress, EarlyValue } from './capture-early-input';
import { EARLY_INPUT_OPTIONS, type EarlyInputOptions } from './early-input-options';
import { keyOf, keyedElements } from './element-key';
import { giveValue } from './give-value';

/**
 * Gives the app what the visitor typed and pressed before it was live (held by capture-early-input.ts), as
 * each element comes alive: at hydration, or when a lazily loaded part of the page hydrates later. Values
 * first, then presses one per frame and in order, so that each acts on the page the previous ones made
 * (a handler reads the state of the last render). Call once, before the app adopts or replaces the page.
 */

/** How often to look again for an element that comes alive without a mark in the page (a Suspense boundary). */
const RECHECK_MS = 250;
/** …and for how long, once the page is otherwise live, before what waits on it is given up. */
const MAX_RECHECKS = 40;
/** Times a value is given before it is let go, taken or not (an uncontrolled field never shows it taken). */
const MAX_TRIES = 3;

/** What a frame achieved: something given; waiting for a mark in the page; or for React alone. */
type Outcome = 'given' | 'marked' | 'silent';

export function replayEarlyInput(root: HTMLElement, options: EarlyInputOptions = EARLY_INPUT_OPTIONS): void {
  const queue = readQueue(options.global);
  if (!queue) return;
  const keys = new WeakMap<Element, string>();
  const remember = (element: Element) => {
    if (keys.has(element) || !root.contains(element)) return;
    const key = keyOf(root, element);
    if (key) keys.set(element, key);
  };
  keepChangedFields(root, queue);
  for (const field of queue.values.keys()) remember(field);
  for (const press of queue.presses) remember(press.target);

  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rechecks = 0;
  const wake = () => {
    if (frame === 0) frame = requestAnimationFrame(run);
  };
  const run = () => {
    frame = 0;
    clearTimeout(timer);
    const outcome = step(queue, root, keys, options, rechecks >= MAX_RECHECKS);
    if (queue.values.size === 0 && queue.presses.length === 0) {
      queue.setPending(false);
      observer.disconnect();
      return;
    }
    rechecks = outcome === 'silent' ? rechecks + 1 : 0;
    if (outcome === 'given') wake();
    else if (outcome === 'silent') timer = setTimeout(run, RECHECK_MS);
  };
  // The app coming alive shows in the page: its ready mark, a part's live mark, a page rendered afresh.
  const observer = new MutationObserver(wake);
  queue.onCapture = (element) => {
    remember(element);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: [options.readyAttribute, options.partLiveAttribute] });
    wake();
  };
  if (queue.values.size > 0 || queue.presses.length > 0) queue.onCapture(root);
}

function readQueue(name: string): EarlyInputQueue | undefined {
  const value = (window as unknown as Record<string, unknown>)[name];
  if (typeof value !== 'object' || value === null) return undefined;
  const queue = value as Partial<EarlyInputQueue>;
  return queue.values instanceof Map && Array.isArray(queue.presses) && typeof queue.isLive === 'function' ? (value as EarlyInputQueue) : undefined;
}

/** Values the browser put in fields without an input event (a form restored on reload) are kept too. */
function keepChangedFields(root: HTMLElement, queue: EarlyInputQueue): void {
  for (const field of Array.from(root.querySelectorAll<EarlyField>('input, textarea, select'))) {
    if (queue.values.has(field) || queue.isLive(field) || !changed(field)) continue;
    queue.values.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked, path: location.pathname });
  }
  if (queue.values.size > 0) queue.setPending(true);
}

function changed(field: EarlyField): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
    return (initial?.value ?? '') !== field.value;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** One frame's work. `giveUp`: what React has not adopted after all the rechecks is dropped. */
function step(queue: EarlyInputQueue, root: HTMLElement, keys: WeakMap<Element, string>, options: EarlyInputOptions, giveUp: boolean): Outcome {
  const html = document.documentElement;
  const settled = html.hasAttribute(options.readyAttribute) && !document.querySelector(options.waitingSelector);
  let found: Map<string, Element> | undefined;
  /** The element, the one that replaced it when the app rendered the page afresh, 'gone', or null: not yet. */
  const locate = (element: Element, path: string): Element | 'gone' | null => {
    if (element.isConnected) return element;
    const key = keys.get(element);
    found ??= keyedElements(root);
    const again = key && path === location.pathname ? found.get(key) : undefined;
    if (again?.tagName === element.tagName) return again;
    return settled ? 'gone' : null;
  };
  /** Whether the app's own marks will say when `element` comes alive (otherwise only React knows). */
  const marked = (element: Element | null) => element === null || !html.hasAttribute(options.readyAttribute) || !!element.closest(options.waitingSelector);
  /** Dropped: gone from the page, or never adopted by React although nothing else is to come. */
  const dropped = (target: Element | 'gone' | null) => target === 'gone' || (giveUp && target !== null && !marked(target) && !queue.isLive(target));

  let outcome: Outcome = 'marked';
  const wait = (element: Element | null) => {
    if (!marked(element)) outcome = 'silent';
  };
  let given = false;
  for (const [field, wanted] of queue.values) {
    const target = locate(field, wanted.path);
    if (dropped(target) || (target !== null && target !== 'gone' && !isField(target))) queue.values.delete(field);
    else if (target === null || target === 'gone' || !queue.isLive(target)) wait(target === 'gone' ? null : target);
    else if ((wanted.tries ?? 0) > 0 && holds(target, wanted)) queue.values.delete(field);
    else if ((wanted.tries ?? 0) >= MAX_TRIES) queue.values.delete(field);
    else {
      wanted.tries = (wanted.tries ?? 0) + 1;
      dispatching(queue, () => giveValue(target, wanted));
      given = true;
    }
  }
  if (given) return 'given';

  const press = queue.presses[0];
  if (!press) return outcome;
  const target = locate(press.target, press.path);
  if (dropped(target)) {
    queue.presses.shift();
    return 'given';
  }
  if (target === null || target === 'gone' || !ready(queue, press, target)) {
    wait(target === 'gone' ? null : target);
    return outcome;
  }
  queue.presses.shift();
  dispatching(queue, () => replay(press, target));
  return 'given';
}

/** The replay's own events, which the capture must not take for the visitor's. */
function dispatching(queue: EarlyInputQueue, act: () => void): void {
  queue.replaying = true;
  try {
    act();
  } finally {
    queue.replaying = false;
  }
}

/**
 * Whether the app holds the value: React writes a controlled field's value into its default on each render.
 * A field given its value while React is still adopting it can lose it: the event makes React finish at
 * once, and a render that follows hydration (useIsClient switching to the browser's values, in the draft
 * hook) empties the field before React compares it. The next frame then gives it again.
 */
function holds(field: EarlyField, wanted: EarlyValue): boolean {
  if (field instanceof HTMLSelectElement) return field.value === wanted.value;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked === wanted.checked;
  return field.value === wanted.value && field.defaultValue === wanted.value;
}

const isField = (element: Element): element is EarlyField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** Live, and for a send, every field of its form given back first. */
function ready(queue: EarlyInputQueue, press: EarlyPress, target: Element): boolean {
  if (!queue.isLive(target)) return false;
  return press.kind !== 'submit' || ![...queue.values.keys()].some((field) => field.form === press.target || target.contains(field));
}

function replay(press: EarlyPress, target: Element): void {
  if (press.kind === 'click') {
    if (target instanceof HTMLElement) target.click();
    return;
  }
  if (!(target instanceof HTMLFormElement)) return;
  // With the button it was sent with, when that is still the form's: its own click handler runs too.
  const submitter = press.submitter;
  if (submitter?.isConnected && target.contains(submitter)) submitter.click();
  else target.requestSubmit();
}
