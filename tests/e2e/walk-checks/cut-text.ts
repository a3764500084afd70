import type { Finding, Kit } from './kit';

/**
 * Words a person cannot read whole (WCAG 2.2: 1.4.4, 1.4.10): text cut short with an ellipsis, lines hidden by
 * a line clamp, text cut off by a box that hides its overflow, and a word running past the box that holds its
 * lines or past the screen's edge (a long word that neither wraps nor hyphenates). Each line of each text is
 * measured (Range.getClientRects), so a heading cut at its third line is found as well as one cut sideways.
 * Text in a box that scrolls sideways on its own (a code sample, a carousel) is left to that box.
 * Runs in the page (see kit.ts).
 */
export function findCutText(kit: Kit, scope: string): Finding[] {
  const root = document.querySelector(scope) ?? document.body;
  const width = document.documentElement.clientWidth;
  const range = document.createRange();
  const reported = new Set<Element>();
  const found: Finding[] = [];
  const inline = (display: string) => display === 'inline' || display === 'contents';

  /** Why the text's lines (`edges`, in viewport pixels) are not all there to read, or null. */
  const cutBy = (parent: Element, edges: { left: number; right: number; top: number; bottom: number }): string | null => {
    let block: Element | null = null;
    let pastBox: string | null = null;
    // Past an absolutely placed box, only its positioned ancestors (its containing blocks) clip it.
    let placed = false;
    for (let el: Element | null = parent; el && el !== document.documentElement; el = el.parentElement) {
      const s = kit.style(el);
      if (s.display === 'none' || kit.clippedAway(s)) return null;
      const positioned = s.position !== 'static';
      const box = el.getBoundingClientRect();
      if (!block) {
        if (s.textOverflow === 'ellipsis' && s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) return 'cut short with an ellipsis';
        if (s.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1) return 'lines hidden by a line clamp';
      }
      if (kit.scrolls(s.overflowX)) return null;
      if (!block && !inline(s.display)) {
        block = el;
        // Said only if no box further out cuts it: being cut is what a person meets.
        if (edges.right > box.right + 1 || edges.left < box.left - 1) pastBox = `runs past its box (${Math.round(edges.left)} to ${Math.round(edges.right)}, the box ${Math.round(box.left)} to ${Math.round(box.right)})`;
      }
      if (!placed || positioned) {
        const cutSideways = kit.clips(s.overflowX) && (edges.right > box.right + 1 || edges.left < box.left - 1);
        const cutBelow = kit.clips(s.overflowY) && (edges.bottom > box.bottom + 2 || edges.top < box.top - 2);
        // Entirely outside a clipping box (a carousel's slide scrolled away): not cut, only elsewhere for now.
        const outside = edges.left >= box.right || edges.right <= box.left || edges.top >= box.bottom || edges.bottom <= box.top;
        if ((cutSideways || cutBelow) && outside) return null;
        if (cutSideways || cutBelow) return `cut off by ${el === parent ? 'its own box' : kit.describe(el)}`;
        if (placed && positioned) placed = false;
      }
      if (s.position === 'fixed') break;
      if (s.position === 'absolute') placed = true;
    }
    if (pastBox) return pastBox;
    if (edges.right > width + 1 || edges.left < -1) return `runs past the screen's edge (${Math.round(edges.left)} to ${Math.round(edges.right)} of ${width})`;
    return null;
  };

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || reported.has(parent) || !/\S/.test((node as Text).data)) continue;
    if (parent.closest('svg, script, style, noscript, template, textarea, select') || kit.withheld(parent)) continue;
    if (kit.style(parent).visibility === 'hidden') continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
    if (lines.length === 0) continue;
    const edges = {
      left: Math.min(...lines.map((r) => r.left)),
      right: Math.max(...lines.map((r) => r.right)),
      top: Math.min(...lines.map((r) => r.top)),
      bottom: Math.max(...lines.map((r) => r.bottom)),
    };
    const problem = cutBy(parent, edges);
    if (!problem) continue;
    reported.add(parent);
    found.push({ element: kit.describe(parent), problem });
  }
  return found;
}
