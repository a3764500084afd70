import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A library module that injects a <style> element, and the exact code that does it. */
export interface StyleInjection {
  /** The module's file, as the end of its resolved id. */
  module: RegExp;
  find: string;
  replace: string;
}

/**
 * The libraries that write their CSS into a <style> element at run time, which a Content-Security-Policy
 * without 'unsafe-inline' blocks (security-headers.ts). Each one's own stylesheet is imported instead,
 * where the library is used, so it ships as a CSS file like the site's own. A library update that
 * changes the code fails the build (see noInjectedStyles) rather than silently injecting again.
 */
export const STYLE_INJECTIONS: readonly StyleInjection[] = [
  {
    // sonner inserts its CSS when its module is evaluated; src/ui/sonner-toaster.tsx imports
    // 'sonner/dist/styles.css' (the same rules, exported by the package for this purpose).
    module: /\/node_modules\/sonner\/dist\/index\.mjs$/,
    find: "function __insertCSS(code) {\n  if (!code || typeof document == 'undefined') return\n",
    replace: 'function __insertCSS(code) {\n  return\n',
  },
  {
    // A-Frame's bundle carries webpack's style-loader, which injects aframe.css (with an inline source
    // map). The loader already does nothing where there is no document; make that its only branch.
    // The A-Frame scene imports 'aframe/style.css' (resolved below to the package's src/style/aframe.css).
    module: /\/node_modules\/aframe\/dist\/aframe-master\.module\.min\.js$/,
    find: 'e.exports=function(e){if("undefined"==typeof document)return{update:function(){},remove:function(){}};',
    replace: 'e.exports=function(e){if(!0)return{update:function(){},remove:function(){}};',
  },
];

/** A-Frame's stylesheet, which the package does not export: imported as 'aframe/style.css'. */
export const AFRAME_STYLE_ID = 'aframe/style.css';

/** Applies one patch to a module's code, or explains why it cannot. */
export function removeInjection(code: string, injection: StyleInjection): string {
  const at = code.indexOf(injection.find);
  if (at < 0 || code.indexOf(injection.find, at + 1) >= 0) {
    throw new Error(
      `no-injected-styles: the style-injecting code of ${injection.module.source} was not found exactly once; the library changed: check how it adds its CSS now (scripts/vite-plugin-no-injected-styles.ts)`,
    );
  }
  return code.slice(0, at) + injection.replace + code.slice(at + injection.find.length);
}

export function noInjectedStyles(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'no-injected-styles',
    enforce: 'pre',
    resolveId(source) {
      if (source !== AFRAME_STYLE_ID) return null;
      // The package exports neither this file nor package.json: find it beside its main file (dist/).
      return join(dirname(require.resolve('aframe')), '..', 'src', 'style', 'aframe.css');
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const injection = STYLE_INJECTIONS.find(({ module }) => module.test(path));
      return injection ? { code: removeInjection(code, injection), map: null } : null;
    },
  };
}
