/*
 * Pure text work of the prerender step: where a page's HTML goes, and how the server's markup is put into
 * the app's HTML template. Imported from vite.config.ts: only relative imports with `.ts`.
 */
import type { Language } from '../src/i18n/config.ts';
import { localizedPath } from '../src/i18n/language-path.ts';
import { SNAPSHOT_ID } from '../src/features/concerts/snapshot-id.ts';
import { SHELL_DEFAULT_ATTRIBUTE } from '../src/features/seo/shell-head.ts';

/** The client-rendered app for every address without a file of its own (README: Deploying). */
export const SHELL_FILE = 'app.html';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * The app shell: the template with a default head (the site's name as title, its description) for the
 * addresses without a page of their own, until their page head sets its own in the visitor's language.
 * Both are marked (SHELL_DEFAULT_ATTRIBUTE) for the page head to retire: React puts its own beside them.
 */
export function shellPage(template: string, title: string, description: string): string {
  const head = `<title ${SHELL_DEFAULT_ATTRIBUTE}>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" ${SHELL_DEFAULT_ATTRIBUTE}>`;
  if (!template.includes('</head>') || /<title[\s>]/.test(template)) throw new Error('prerender: the HTML template has no </head>, or a <title> of its own');
  return insertBefore(template, '</head>', head);
}

/** `/` in English → `index.html`; `/concerts` in Dutch → `nl/concerts.html` (served at `/nl/concerts`). */
export function pageFile(path: string, language: Language): string {
  const address = localizedPath(language, path);
  return address === '/' ? 'index.html' : `${address.slice(1)}.html`;
}

/** The tags React puts first in a prerender of a tree without <head>: title, meta, link (hoisted ones). */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/** Splits React's output into the tags that belong in <head> and the markup of #root. */
export function splitHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const INITIAL_LOADER = /<div id="initial-loader"[^>]*>[\s\S]*?<\/div>\s*/;
/** The app's code as Vite writes it into the template: on a prerendered page the start script asks for it after the first paint. */
const APP_CODE = /\s*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * JSON as inert data in the page. Every `<` is escaped (`\u003c`, which JSON reads back as `<`), so no text in
 * it, such as a title containing `</script>`, can end the element or open another.
 */
export function snapshotTag(json: string): string {
  return `<script type="application/json" id="${SNAPSHOT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page: the template with the document's language, the head tags and the markup in #root, and without
 * the loading overlay, since the content is there from the first paint. Marked `data-prerendered`, and
 * without the app's script tags: the start script (start-preload.ts) loads the code once the page has painted.
 */
export function composePage(template: string, markup: string, language: Language, snapshot?: string): string {
  const { head, body } = splitHead(markup);
  const data = snapshot === undefined ? '' : snapshotTag(snapshot);
  // Every inserted text goes in through a function or slicing: as a replacement string, a `$'` or `` $` `` in an
  // admin's title would paste the rest of the template into the page (String.prototype.replace patterns).
  const page = insertBefore(
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}" data-prerendered`)
      .replace(APP_CODE, '')
      .replace(INITIAL_LOADER, '')
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`),
    '</head>',
    head,
  );
  if (!page.includes(`<div id="root">${body}</div>`) || !page.includes(`lang="${language}"`)) {
    throw new Error('prerender: the HTML template has no <html lang> or no empty <div id="root"></div>');
  }
  if (!page.includes('data-prerendered') || !template.includes('type="module"')) {
    throw new Error('prerender: the HTML template has no app script for the start script to take over');
  }
  return page;
}

/** `text` put literally before the first `marker` (unchanged when there is none). */
function insertBefore(page: string, marker: string, text: string): string {
  const at = page.indexOf(marker);
  return at < 0 ? page : `${page.slice(0, at)}${text}${page.slice(at)}`;
}
