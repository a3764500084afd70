/**
 * What the layout walk's checks share inside the page: computed styles read once per text size, a short
 * name for an element, and whether a person is shown it at all. Like every check, it runs in the page after
 * `toString()`: no imports, nothing from the enclosing module, types only.
 */
export interface Finding {
  element: string;
  problem: string;
}

export function makeKit() {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element): CSSStyleDeclaration => {
    let found = styles.get(el);
    if (!found) {
      found = getComputedStyle(el);
      styles.set(el, found);
    }
    return found;
  };
  const words = (value: string | null | undefined, max: number) => {
    const text = (value ?? '').trim().replace(/\s+/g, ' ');
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  };
  /** How a person knows a control: its accessible label, its words, its title. */
  const name = (el: Element) => words(el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || el.tagName, 60);
  /** An element as a report names it: its tag, an id or its first class, and the start of its words. */
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : '';
    const text = words((el as HTMLElement).innerText, 40);
    return `${el.tagName.toLowerCase()}${id}${text ? ` "${text}"` : ''}`;
  };
  /** Kept from everyone on purpose: inert (a carousel's other slides), hidden from assistive technology, a closed dialog. */
  const withheld = (el: Element) => el.closest('[inert], [aria-hidden="true"], dialog:not([open])') !== null;
  /** Visually hidden until focused or for screen readers only: clipped to nothing on purpose. */
  const clippedAway = (s: CSSStyleDeclaration) => s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)';
  /** Laid out, visible and reachable by everyone. */
  const shown = (el: HTMLElement) => {
    if (withheld(el)) return false;
    const s = style(el);
    if (s.visibility === 'hidden' || s.display === 'none' || clippedAway(s)) return false;
    const box = el.getBoundingClientRect();
    return box.width > 2 && box.height > 2;
  };
  const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  /** The controls the walk looks at: everything a person can press, type in or tab to. */
  const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [tabindex]:not([tabindex="-1"])';
  return { style, name, describe, withheld, clippedAway, shown, clips, scrolls, controls };
}

export type Kit = ReturnType<typeof makeKit>;
