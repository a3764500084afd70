import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The names a person hears for the player's parts (its buttons, sliders, menus, its picture and the group of
 * controls), read from the accessibility tree, and the check that each is the page's language: one of that
 * language's player texts, with no word of the English player's and none of the English verbs players
 * commonly put on buttons (issue 23: 'Start VR' on Dutch pages).
 */
export async function playerNames(page: Page): Promise<string[]> {
  const tree = await page.locator('[data-player]').ariaSnapshot();
  return [...tree.matchAll(/- (?:button|slider|combobox|application|group|link) "([^"]+)"/g)].map((match) => match[1]!);
}

const values = (lang: string): string[] => {
  const flatten = (node: unknown): string[] => (typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(flatten) : []);
  return flatten(JSON.parse(readFileSync(join(import.meta.dirname, '../../src/i18n/locales', lang, 'player.json'), 'utf8')));
};
const words = (texts: string[]) => new Set(texts.flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? []));
const COMMON_ENGLISH_VERBS = ['start', 'stop', 'enter', 'exit', 'play', 'pause', 'swap', 'tap', 'watch', 'mute', 'open', 'close'];

/** The names that are not the language's own (empty when every name is). */
export function foreignNames(names: string[], lang: string): string[] {
  const own = values(lang);
  const ownWords = words(own);
  const english = [...words([...values('en'), ...COMMON_ENGLISH_VERBS])].filter((word) => !ownWords.has(word));
  const isOwn = (name: string) =>
    own.some((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`).test(name));
  return names.filter((name) => !isOwn(name) || [...words([name])].some((word) => english.includes(word)));
}
