import type { Finding, Kit } from './kit';

/**
 * Controls a person cannot reach or see whole (WCAG 2.2: 1.4.4, 1.4.10, 2.5.8): each visible control must lie
 * inside the viewport's width, and at its centre, once scrolled near the middle of the screen, the element the
 * browser hits must be the control itself (or inside it), not something covering it. The page is scrolled in
 * half-screen steps, and each control is tested at the step that brings it nearest the middle.
 * Runs in the page (see kit.ts).
 */
export function findUnreachableControls(kit: Kit, scope: string): Finding[] {
  // Outside the box of a scrolling or clipping ancestor (a carousel's next slides): reached by scrolling
  // that ancestor, not the page, so its place on the page says nothing.
  const inScroller = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (kit.style(parent).overflowX === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      if (box.left < outer.left - 1 || box.right > outer.right + 1) return true;
    }
    return false;
  };
  // On the screen wherever the page is scrolled (the site's header, the floating button): looked at where it is.
  const fixedToScreen = (el: HTMLElement) => {
    for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
      if (kit.style(node).position === 'fixed') return true;
    }
    return false;
  };
  const root = document.querySelector(scope) ?? document.body;
  const controls = [...root.querySelectorAll<HTMLElement>(kit.controls)].filter((el) => kit.shown(el) && !inScroller(el));
  const found: Finding[] = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const scrollable = document.documentElement.scrollHeight - height;
  const steps = new Map<number, HTMLElement[]>();
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1) found.push({ element: kit.name(el), problem: `outside the width (${Math.round(box.left)} to ${Math.round(box.right)} of ${width})` });
    const pinned = fixedToScreen(el);
    const centre = box.top + window.scrollY + box.height / 2;
    const step = pinned ? window.scrollY : Math.max(0, Math.min(scrollable, Math.round((centre - height / 2) / (height / 2)) * (height / 2)));
    steps.set(step, [...(steps.get(step) ?? []), el]);
  }
  const start = window.scrollY;
  for (const [y, group] of steps) {
    window.scrollTo(0, y);
    for (const el of group) {
      const box = el.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
      const cy = box.top + box.height / 2;
      if (cy < 0 || cy > height) {
        found.push({ element: kit.name(el), problem: 'cannot be scrolled into view' });
        continue;
      }
      // A region operated anywhere in its area (the 360° view) carries its own controls over its middle.
      if (el.getAttribute('role') === 'application') continue;
      const hit = document.elementFromPoint(x, cy);
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) {
        found.push({ element: kit.name(el), problem: `covered by ${hit.tagName.toLowerCase()} "${kit.name(hit)}"` });
      }
    }
  }
  window.scrollTo(0, start);
  return found;
}
