import type { Finding, Kit } from './kit';

/**
 * A page wider than the screen (WCAG 2.2: 1.4.10 reflow): the document scrolls sideways. Names what sticks
 * out: the outermost elements past the screen's right edge whose parent is not, outside any box that clips or
 * scrolls them, and not fixed to the screen. Runs in the page (see kit.ts).
 */
export function findSideScroll(kit: Kit): Finding[] {
  const doc = document.documentElement;
  const width = doc.clientWidth;
  if (doc.scrollWidth <= width + 1) return [];
  const past = (el: Element) => {
    const box = el.getBoundingClientRect();
    // Only the right edge: what lies left of the page (a honeypot field placed far off) adds no scroll.
    return box.width > 0 && box.height > 0 && box.right > width + 1;
  };
  const heldBack = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (kit.style(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const culprits: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (culprits.length === 3) break;
    if (!past(el) || (el.parentElement && el.parentElement !== document.body && past(el.parentElement))) continue;
    if (kit.style(el).position === 'fixed' || heldBack(el)) continue;
    const box = el.getBoundingClientRect();
    culprits.push(`${kit.describe(el)} (${Math.round(box.left)} to ${Math.round(box.right)})`);
  }
  return [{ element: culprits.join(', ') || 'text running past its box', problem: `scrolls sideways (${doc.scrollWidth} px wide on a ${width} px screen)` }];
}
