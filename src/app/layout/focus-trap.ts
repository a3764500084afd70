const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the given elements (in order), wrapping at both ends.
 * Returns a cleanup function.
 */
export function trapFocus(getContainers: () => Array<HTMLElement | null>): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusables = getContainers()
      .flatMap((el) => (el ? focusablesIn(el) : []))
      .filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement as HTMLElement | null;
    const inside = active !== null && focusables.includes(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

function focusablesIn(el: HTMLElement): HTMLElement[] {
  return el.matches(FOCUSABLE) ? [el] : Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE));
}
