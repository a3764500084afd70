/**
 * Names an element of the page by what a person would call it (its kind, name and label) and its place
 * among the elements of that name, so that it can be found again when the app renders the page afresh
 * instead of adopting it (an address with a query string: src/main.tsx) and the element is a new one.
 */
export const KEYED_ELEMENTS = 'input, textarea, select, button, form';

function labelOf(element: Element): string {
  const own = element.getAttribute('aria-label');
  if (own) return own;
  const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : null;
  const label = labels?.[0]?.textContent;
  if (label) return label;
  return element instanceof HTMLButtonElement ? (element.textContent ?? '') : '';
}

function signature(element: Element): string {
  const parts = [element.tagName, element.getAttribute('type') ?? '', element.getAttribute('name') ?? '', labelOf(element).trim().replace(/\s+/g, ' ')];
  return parts.join('|');
}

/** Every keyed element under `root` by its key. */
export function keyedElements(root: Element): Map<string, Element> {
  const seen = new Map<string, number>();
  const byKey = new Map<string, Element>();
  for (const element of Array.from(root.querySelectorAll(KEYED_ELEMENTS))) {
    const name = signature(element);
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    byKey.set(`${name}#${index}`, element);
  }
  return byKey;
}

/** The key of `element`, which must be under `root`. */
export function keyOf(root: Element, element: Element): string | undefined {
  for (const [key, candidate] of keyedElements(root)) if (candidate === element) return key;
  return undefined;
}
