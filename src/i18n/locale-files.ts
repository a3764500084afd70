/**
 * How a built page's translation files are found. The page's inline start script (scripts/start-preload.ts)
 * already lists every `language/namespace` → file to preload them; it leaves that list on the window under
 * this name, so the app's code carries no table of its own (192 entries: 3 KB gzip on every first load).
 */
export const LOCALE_FILES_GLOBAL = '__localeFiles';

export type LocaleFiles = Readonly<Record<string, string>>;

/** The file of `language`'s `namespace` in this build, from the page's start script; undefined without one. */
export function builtLocaleFile(language: string, namespace: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const files = (window as unknown as Record<string, unknown>)[LOCALE_FILES_GLOBAL];
  if (typeof files !== 'object' || files === null) return undefined;
  const file = (files as Record<string, unknown>)[`${language}/${namespace}`];
  return typeof file === 'string' ? file : undefined;
}
