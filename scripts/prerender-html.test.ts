import { describe, expect, it } from 'vitest';
import { composePage, pageFile, shellPage, splitHead } from './prerender-html.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="initial-loader" aria-hidden="true"><span></span></div><div id="root"></div></body></html>';

describe('prerender HTML', () => {
  it('writes one file per address, English at the root', () => {
    expect(pageFile('/', 'en')).toBe('index.html');
    expect(pageFile('/', 'nl')).toBe('nl.html');
    expect(pageFile('/concerts', 'en')).toBe('concerts.html');
    expect(pageFile('/concert/demo', 'de')).toBe('de/concert/demo.html');
  });

  it('takes the leading title, meta and link tags for the head and leaves the rest', () => {
    const markup = '<title>A &amp; B</title><meta name="description" content="x"/><link rel="canonical" href="/a"/><div><meta itemprop="x"/></div>';
    expect(splitHead(markup)).toEqual({
      head: '<title>A &amp; B</title><meta name="description" content="x"/><link rel="canonical" href="/a"/>',
      body: '<div><meta itemprop="x"/></div>',
    });
  });

  it('puts the page into the template in its language, without the loading overlay', () => {
    const page = composePage(TEMPLATE, '<title>Hallo</title><main>Inhoud $& $1</main>', 'nl');
    expect(page).toContain('<html lang="nl" data-prerendered>');
    expect(page).not.toMatch(/<script type="module"|modulepreload/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toContain('<title>Hallo</title></head>');
    expect(page).toContain('<div id="root"><main>Inhoud $& $1</main></div>');
    expect(page).not.toContain('initial-loader');
  });

  it('carries the programme snapshot after #root as inert JSON that no title can break out of', () => {
    const json = JSON.stringify({ title: '</script><script>alert(1)</script>' });
    const page = composePage(TEMPLATE, '<main>x</main>', 'en', json);
    expect(page).toContain('<div id="root"><main>x</main></div><script type="application/json" id="programme-snapshot">');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const text = /<script type="application\/json" id="programme-snapshot">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(text)).toEqual(JSON.parse(json));
    expect(composePage(TEMPLATE, '<main>x</main>', 'en')).not.toContain('programme-snapshot');
  });

  it('inserts a title and description holding replacement patterns ($&, $\', $`, $$) literally', () => {
    const text = "Jazz $& $' $` $$ $1 night";
    const head = `<title>${text}</title><meta name="description" content="${text}"/>`;
    const page = composePage(TEMPLATE, `${head}<main>${text}</main>`, 'en', JSON.stringify({ title: text }));
    expect(page).toContain(`<head><meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-1.css">${head}</head>`);
    expect(page).toContain(`<div id="root"><main>${text}</main></div>`);
    expect(page.match(/<body>/g)).toHaveLength(1);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('gives the app shell the site name as title and its description, marked as defaults, literally', () => {
    const shell = shellPage(TEMPLATE, 'Tutti', 'Concerts "in care" & $\' more');
    expect(shell).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><title data-shell-default>Tutti</title><meta name="description" content="Concerts &quot;in care&quot; &amp; $\' more" data-shell-default></head>',
    );
    // The shell keeps its app code and loading overlay: it is rendered by the browser.
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(shell).toContain('<div id="initial-loader"');
    expect(() => shellPage(shell, 'Tutti', 'x')).toThrow(/title/);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => composePage('<html><body></body></html>', '<main/>', 'en')).toThrow(/template/);
  });
});
