import type { Page } from '@playwright/test';
import { findUnreachableControls } from './walk-checks/controls';
import { findCutText } from './walk-checks/cut-text';
import { findHeaderGaps, type HeaderNames } from './walk-checks/header-reach';
import { makeKit, type Finding } from './walk-checks/kit';
import { findPlayerCovered } from './walk-checks/player-cover';
import { findSideScroll } from './walk-checks/side-scroll';

/**
 * The layout walk (WCAG 2.2: 1.4.4 resize text, 1.4.10 reflow, 2.5.8 target size; issue 23): at each root
 * font size, inside one page visit, it looks for a page that scrolls sideways, words cut or running off their
 * box, controls off the screen or covered, header controls gone, and anything covering the 360° player.
 * The checks live in walk-checks/, each a self-contained function that runs in the page: they are put in the
 * page once per call, then all sizes are read in one round trip.
 */
export interface LayoutProblem extends Finding {
  size: number;
}

export interface WalkOptions {
  /** Only what lies in this element (a panel); the whole page otherwise. */
  scope?: string;
  /** The header's names in the page's language: its controls are then required at every size. */
  header?: HeaderNames;
}

const CHECKS = { makeKit, findUnreachableControls, findCutText, findSideScroll, findHeaderGaps, findPlayerCovered };
type Checks = typeof CHECKS;
const INSTALL = `window.__layoutWalk = { ${Object.entries(CHECKS).map(([key, check]) => `${key}: ${check.toString()}`).join(',\n')} }`;

export async function findLayoutProblems(page: Page, sizes: readonly number[], options: WalkOptions = {}): Promise<LayoutProblem[]> {
  await page.evaluate(INSTALL);
  return page.evaluate(
    async ({ percents, scope, header }) => {
      const walk = (window as unknown as { __layoutWalk: Checks }).__layoutWalk;
      await document.fonts.ready;
      // The page may answer a new text size (the header switches to its menu): let it, then look. The player's
      // bar measures its corner a frame after a resize: on its pages, a frame more.
      const frames = document.querySelector('[data-player]') ? 2 : 1;
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const settled = async () => {
        for (let i = 0; i < frames; i++) await frame();
        await new Promise((done) => setTimeout(done, 0));
      };
      const problems: LayoutProblem[] = [];
      for (const percent of percents) {
        document.documentElement.style.fontSize = `${percent}%`;
        await settled();
        const kit = walk.makeKit();
        const found = [
          ...walk.findSideScroll(kit),
          ...walk.findCutText(kit, scope),
          ...walk.findUnreachableControls(kit, scope),
          ...(header ? walk.findHeaderGaps(kit, header) : []),
          ...(scope === 'body' ? walk.findPlayerCovered(kit) : []),
        ];
        problems.push(...found.map((finding) => ({ size: percent, ...finding })));
      }
      return problems;
    },
    { percents: [...sizes], scope: options.scope ?? 'body', header: options.header },
  );
}

/**
 * The same checks for a panel that scrolls on its own (the mobile menu, the cookie banner): each control is
 * scrolled into view inside its panel, then must lie within the screen and be hit at its centre; its words
 * must not be cut.
 */
export async function findPanelProblems(page: Page, sizes: readonly number[], scope: string): Promise<LayoutProblem[]> {
  await page.evaluate(INSTALL);
  return page.evaluate(
    async ({ selector, percents }) => {
      const walk = (window as unknown as { __layoutWalk: Checks }).__layoutWalk;
      const problems: LayoutProblem[] = [];
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
          if (!inside) problems.push({ size: percent, element: name, problem: 'outside the screen' });
          else if (!hit || !(hit === control || control.contains(hit))) problems.push({ size: percent, element: name, problem: `covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}` });
        }
        problems.push(...walk.findCutText(walk.makeKit(), selector).map((finding) => ({ size: percent, ...finding })));
      }
      return problems;
    },
    { selector: scope, percents: [...sizes] },
  );
}
