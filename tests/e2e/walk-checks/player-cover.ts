import type { Finding, Kit } from './kit';

/**
 * Nothing covers the 360° player or its controls (issue 23: 'Tap for sound' covered the picture and the
 * floating accessibility button the control bar at 180 % text on a phone). Three rules:
 * - no element pinned to the screen (the accessibility button, a bar at the bottom) lies over a player
 *   control at any scroll position; the site's header is left out, as the page scrolls under it by design;
 * - a control lying over the picture ('Tap for sound') covers at most an eighth of it, and not its centre;
 * - scrolled as near the middle of the screen as the page allows, the picture's centre is under nothing
 *   pinned, the header included.
 * Runs in the page (see kit.ts).
 */
export function findPlayerCovered(kit: Kit): Finding[] {
  const player = document.querySelector<HTMLElement>('[data-player]');
  const picture = player?.querySelector<HTMLElement>('[role="application"]');
  if (!player || !picture || !kit.shown(player)) return [];
  const height = window.innerHeight;
  const maxScroll = Math.max(0, document.documentElement.scrollHeight - height);
  const overlap = (a: DOMRect, b: DOMRect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const pinned = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (el) => kit.style(el).position === 'fixed' && kit.shown(el) && !el.contains(player) && !player.contains(el),
  );
  const siteHeader = (el: HTMLElement) => el.tagName === 'HEADER' || el.closest('header') !== null;
  const found: Finding[] = [];
  const controls = [...player.querySelectorAll<HTMLElement>(kit.controls)].filter((el) => el !== picture && kit.shown(el));
  const area = picture.getBoundingClientRect();
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    for (const pin of pinned.filter((el) => !siteHeader(el))) {
      const over = pin.getBoundingClientRect();
      if (over.left >= box.right - 1 || box.left >= over.right - 1) continue;
      // The scroll positions at which the control passes under the pinned element (page coordinates).
      const from = Math.max(0, box.top + window.scrollY - over.bottom);
      const to = Math.min(maxScroll, box.bottom + window.scrollY - over.top);
      if (to - from > 1) found.push({ element: `player control "${kit.name(control)}"`, problem: `covered by ${kit.describe(pin)} when scrolled` });
    }
    const share = overlap(box, area) / (area.width * area.height);
    if (share === 0) continue;
    const [cx, cy] = [area.left + area.width / 2, area.top + area.height / 2];
    if (cx >= box.left && cx <= box.right && cy >= box.top && cy <= box.bottom) found.push({ element: `player control "${kit.name(control)}"`, problem: "covers the picture's centre" });
    else if (share > 1 / 8) found.push({ element: `player control "${kit.name(control)}"`, problem: `covers ${Math.round(share * 100)} % of the picture` });
  }
  const centreOnPage = area.top + window.scrollY + area.height / 2;
  const centreY = centreOnPage - Math.max(0, Math.min(maxScroll, centreOnPage - height / 2));
  const centreX = area.left + area.width / 2;
  const cover = pinned.find((el) => {
    const box = el.getBoundingClientRect();
    return centreX >= box.left && centreX <= box.right && centreY >= box.top && centreY <= box.bottom;
  });
  if (cover) found.push({ element: 'the player\'s picture', problem: `its centre is under ${kit.describe(cover)} at every scroll position` });
  return found;
}
