/**
 * zod compiles a faster parser for object schemas with `new Function` when it may, and probes whether it
 * may by calling it. Under the site's Content-Security-Policy (no 'unsafe-eval', README: Deploying) the probe
 * throws, which zod catches, but the browser still reports a violation on every page with a form. zod's
 * `jitless` setting skips the probe and the compiled parser; the forms' objects are small, so nothing is lost.
 *
 * Imported first by main.tsx, before any code that uses zod can load. It sets the setting on the global
 * object every copy of zod reads its configuration from (zod/v4/core: `globalThis.__zod_globalConfig`),
 * rather than calling `z.config`, because importing zod here would move part of it into the first download
 * of every page (3.5 KB gzip) although only the forms use it. zod-without-eval.test.ts checks that zod
 * still reads this object; the security-headers browser test would report the violation otherwise.
 */
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as WithZodConfig;
// The same object if zod has already created it (its modules keep a reference to it), else a new one zod adopts.
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
