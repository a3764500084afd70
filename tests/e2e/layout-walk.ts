import type { Page } from '@playwright/test';

/**
 * Finds controls a person cannot reach or see whole (WCAG 2.2: 1.4.4, 1.4.10, 2.5.8): each visible control
 * must lie inside the viewport's width, and at its centre, once scrolled near the middle of the screen, the
 * element the browser hits must be the control itself (or inside it), not something covering it.
 * One call checks the page at several root font sizes, all inside the page: positions are read once per
 * size, the page is scrolled in half-screen steps, and each control is tested at the step that brings it
 * nearest the middle.
 */
export interface LayoutProblem {
  size: number;
  control: string;
  problem: string;
}

export function findLayoutProblems(page: Page, sizes: readonly number[], scope = 'body'): Promise<LayoutProblem[]> {
  return page.evaluate(
    ({ selector, percents }) => {
      const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [tabindex]:not([tabindex="-1"])';
      const name = (el: Element) =>
        (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
      // Shown to everyone who can reach it: laid out, not hidden from assistive technology or inert (a
      // carousel's other slides), not a visually hidden skip link waiting for focus.
      const shown = (el: HTMLElement) => {
        if (el.closest('[inert], [aria-hidden="true"], dialog:not([open])')) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        // Visually hidden until focused (the skip link): clipped to nothing on purpose.
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
        const box = el.getBoundingClientRect();
        return box.width > 2 && box.height > 2;
      };
      // Outside the box of a scrolling or clipping ancestor (a carousel's next slides): reached by scrolling
      // that ancestor, not the page, so its place on the page says nothing.
      const inScroller = (el: HTMLElement) => {
        const box = el.getBoundingClientRect();
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const outer = parent.getBoundingClientRect();
          if (box.left < outer.left - 1 || box.right > outer.right + 1) return true;
        }
        return false;
      };
      const check = (size: number) => {
        const root = document.querySelector(selector) ?? document.body;
        const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => shown(el) && !inScroller(el));
        const problems: { size: number; control: string; problem: string }[] = [];
        const width = document.documentElement.clientWidth;
        const height = window.innerHeight;
        const scrollable = document.documentElement.scrollHeight - height;
        const steps = new Map<number, HTMLElement[]>();
        for (const el of controls) {
          const box = el.getBoundingClientRect();
          if (box.left < -1 || box.right > width + 1) problems.push({ size, control: name(el), problem: `outside the width (${Math.round(box.left)} to ${Math.round(box.right)} of ${width})` });
          const pinned = el.closest('header') !== null || getComputedStyle(el).position === 'fixed';
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
              problems.push({ size, control: name(el), problem: 'cannot be scrolled into view' });
              continue;
            }
            // A region operated anywhere in its area (the 360° view) carries its own controls over its middle.
            if (el.getAttribute('role') === 'application') continue;
            const hit = document.elementFromPoint(x, cy);
            if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) {
              problems.push({ size, control: name(el), problem: `covered by ${hit.tagName.toLowerCase()} "${name(hit)}"` });
            }
          }
        }
        window.scrollTo(0, start);
        return problems;
      };
      // The page may answer a new text size (the header switches to its menu): let it, then look.
      const settled = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return (async () => {
        const problems: { size: number; control: string; problem: string }[] = [];
        for (const percent of percents) {
          document.documentElement.style.fontSize = `${percent}%`;
          await settled();
          problems.push(...check(percent));
        }
        return problems;
      })();
    },
    { selector: scope, percents: [...sizes] },
  );
}

/**
 * The same checks for a panel that scrolls on its own (the mobile menu, the cookie banner): each control is
 * scrolled into view inside its panel, then must lie within the screen and be hit at its centre.
 */
export function findPanelProblems(page: Page, sizes: readonly number[], scope: string): Promise<LayoutProblem[]> {
  return page.evaluate(
    async ({ selector, percents }) => {
      const problems: { size: number; control: string; problem: string }[] = [];
      for (const percent of percents) {
        document.documentElement.style.fontSize = `${percent}%`;
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        const panel = document.querySelector(selector);
        for (const control of panel?.querySelectorAll<HTMLElement>('a[href], button, input, select') ?? []) {
          control.scrollIntoView({ block: 'nearest' });
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const inside = box.left >= -1 && box.right <= document.documentElement.clientWidth + 1 && box.top >= -1 && box.bottom <= window.innerHeight + 1;
          const name = (control.getAttribute('aria-label') ?? control.innerText).trim().replace(/\s+/g, ' ').slice(0, 60);
          if (!inside) problems.push({ size: percent, control: name, problem: 'outside the screen' });
          else if (!hit || !(hit === control || control.contains(hit))) problems.push({ size: percent, control: name, problem: `covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}` });
        }
      }
      return problems;
    },
    { selector: scope, percents: [...sizes] },
  );
}
