import type { Finding, Kit } from './kit';

/** How the site's header names its controls in the page's language (see text-size-walk.spec.ts). */
export interface HeaderNames {
  /** The language button's name up to its first value ('Language and country: '). */
  languageStart: string;
  /** The menu button's name while the menu is closed. */
  openMenu: string;
}

/**
 * The header's controls stay reachable at every size (issue 23: on concert pages the language and menu
 * buttons left the screen at 180 % text): the language button is shown, and so is either the menu button or
 * both the navigation and 'Book a demo'. Where they are shown, findUnreachableControls checks that they lie
 * on the screen and uncovered. Runs in the page (see kit.ts).
 */
export function findHeaderGaps(kit: Kit, names: HeaderNames): Finding[] {
  const header = [...document.querySelectorAll('header')].find((el) => !el.closest('main, article, section, aside, nav'));
  if (!header) return [{ element: 'header', problem: 'missing' }];
  const width = document.documentElement.clientWidth;
  const onScreen = (el: HTMLElement | null | undefined) => {
    if (!el || !kit.shown(el)) return false;
    const box = el.getBoundingClientRect();
    return box.right > 0 && box.left < width && box.bottom > 0 && box.top < window.innerHeight;
  };
  const buttons = [...header.querySelectorAll<HTMLElement>('button')];
  const language = buttons.find((el) => (el.getAttribute('aria-label') ?? '').startsWith(names.languageStart));
  const menu = buttons.find((el) => el.getAttribute('aria-label') === names.openMenu);
  const book = header.querySelector<HTMLElement>('a[href$="/booking"]');
  const nav = header.querySelector<HTMLElement>('nav');
  const found: Finding[] = [];
  if (!onScreen(language)) found.push({ element: 'header: language button', problem: 'not on the screen' });
  if (!onScreen(menu) && !(onScreen(book) && onScreen(nav))) found.push({ element: 'header: menu button, or the navigation and Book a demo', problem: 'not on the screen' });
  return found;
}
