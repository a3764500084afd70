import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The web fonts every first screen draws with (src/index.css): the latin files of the heading face and of the
 * text face's two weights. latin-ext and the dyslexia-friendly font stay on demand.
 */
export const FIRST_SCREEN_FONTS: readonly RegExp[] = [
  /(?:^|\/)fraunces-latin-600-normal-[\w-]+\.woff2$/,
  /(?:^|\/)atkinson-hyperlegible-next-latin-400-normal-[\w-]+\.woff2$/,
  /(?:^|\/)atkinson-hyperlegible-next-latin-700-normal-[\w-]+\.woff2$/,
];

/** `<link rel="preload">` tags for the first-screen fonts among the bundle's files; throws when one is missing. */
export function fontPreloadTags(fileNames: readonly string[], base = '/'): HtmlTagDescriptor[] {
  return FIRST_SCREEN_FONTS.map((pattern) => {
    const file = fileNames.find((name) => pattern.test(name));
    if (!file) throw new Error(`font-preload: no font file in the bundle matches ${pattern}`);
    // A font is always fetched in CORS mode: without crossorigin the preload would not be reused.
    return { tag: 'link', attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' };
  });
}

/**
 * Asks for the first screen's fonts from the HTML itself: otherwise the browser learns of them only once
 * the stylesheet has arrived and a heading is laid out, and the swap comes a round trip later.
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'font-preload',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return { html, tags: fontPreloadTags(Object.keys(ctx.bundle), base) };
      },
    },
  };
}
