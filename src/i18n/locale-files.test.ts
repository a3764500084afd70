// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_FILES_GLOBAL, builtLocaleFile } from './locale-files';

afterEach(() => Reflect.deleteProperty(window, LOCALE_FILES_GLOBAL));

describe('builtLocaleFile', () => {
  it('names the file the page’s start script lists for a language and namespace', () => {
    Object.assign(window, { [LOCALE_FILES_GLOBAL]: { 'nl/common': '/assets/locale-nl-common-abc.js' } });
    expect(builtLocaleFile('nl', 'common')).toBe('/assets/locale-nl-common-abc.js');
    expect(builtLocaleFile('nl', 'home')).toBeUndefined();
  });

  it('finds nothing in a page without the list, or with something else under its name', () => {
    expect(builtLocaleFile('en', 'common')).toBeUndefined();
    Object.assign(window, { [LOCALE_FILES_GLOBAL]: 'not a list' });
    expect(builtLocaleFile('en', 'common')).toBeUndefined();
    Object.assign(window, { [LOCALE_FILES_GLOBAL]: { 'en/common': 42 } });
    expect(builtLocaleFile('en', 'common')).toBeUndefined();
  });
});
