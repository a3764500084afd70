import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { removeInjection, STYLE_INJECTIONS } from './vite-plugin-no-injected-styles';

const require = createRequire(import.meta.url);
/** The installed file of each patched module (the ids the bundler passes to the plugin end the same way). */
const installed = [require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), require.resolve('aframe').replace(/aframe-master\.js$/, 'aframe-master.module.min.js')];

describe('libraries that inject <style> elements', () => {
  it('each patch finds its code exactly once in the installed library, so the build can remove the injection', () => {
    for (const injection of STYLE_INJECTIONS) {
      const file = installed.find((path) => injection.module.test(path));
      expect(file, injection.module.source).toBeDefined();
      const code = readFileSync(file ?? '', 'utf8');
      const patched = removeInjection(code, injection);
      expect(patched).toContain(injection.replace);
      expect(patched.length).toBe(code.length - injection.find.length + injection.replace.length);
    }
  });

  it('fails loudly when a library no longer has the code it patches', () => {
    const [sonner] = STYLE_INJECTIONS;
    if (!sonner) throw new Error('no patches');
    expect(() => removeInjection('export const x = 1;', sonner)).toThrow(/was not found exactly once; the library changed/);
    expect(() => removeInjection(sonner.find + sonner.find, sonner)).toThrow(/exactly once/);
  });
});
