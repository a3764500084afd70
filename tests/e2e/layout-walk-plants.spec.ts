import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findLayoutProblems, findPanelProblems } from './layout-walk';

/**
 * The layout walk can fail: each problem it looks for is planted in a small page, and it must name it (the
 * element and what is wrong), while the same page without the plant passes. Plain HTML, no site: what is
 * measured is the walk itself.
 */
const HEADER = { languageStart: 'Language and country: ', openMenu: 'Open menu' };

const page360 = (body: string) => `<!doctype html><html lang="en"><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif; width: 320px } * { box-sizing: border-box }
  header { position: fixed; inset: 0 0 auto 0; height: 48px; display: flex; gap: 8px; background: #eee }
  main { padding: 56px 8px 8px }
</style></head><body>
  <header><button aria-label="Language and country: EN">EN</button><button aria-label="Open menu">≡</button></header>
  <main>${body}</main>
</body></html>`;

async function walk(page: Page, body: string): Promise<string[]> {
  await page.setViewportSize({ width: 320, height: 600 });
  await page.setContent(page360(body));
  return (await findLayoutProblems(page, [100], { header: HEADER })).map((p) => `${p.element}: ${p.problem}`);
}

test('a clean page passes, so what follows is the plants', async ({ page }) => {
  expect(await walk(page, '<h1>Concertgebouw</h1><p>Some words that wrap as they should.</p><button>Press</button>')).toEqual([]);
});

const PLANTS = [
  { name: 'a too-wide element', body: '<div class="wide" style="width:500px">Wide</div>', found: /div\.wide "Wide" \(\d+ to \d+\): scrolls sideways \(\d+ px wide on a 320 px screen\)/ },
  {
    name: 'a heading clipped by its box',
    body: '<div class="card" style="overflow:hidden;width:120px"><h1 style="white-space:nowrap;font-size:32px">Concertgebouw</h1></div>',
    found: /h1 "Concertgebouw": cut off by div\.card/,
  },
  {
    name: 'text cut short with an ellipsis',
    body: '<p style="width:90px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Boundaries everywhere</p>',
    found: /p "Boundaries everywhere": cut short with an ellipsis/,
  },
  {
    name: 'lines hidden by a line clamp',
    body: '<p style="display:-webkit-box;-webkit-line-clamp:1;-webkit-box-orient:vertical;overflow:hidden;width:120px">Spring Strings at the Concertgebouw</p>',
    found: /p "Spring Strings at the Concertgebouw": lines hidden by a line clamp/,
  },
  {
    name: 'a long word running past its column',
    body: '<div style="width:100px"><h2 style="font-size:24px">Datenschutzerklärung</h2></div>',
    found: /h2 "Datenschutzerklärung": runs past its box/,
  },
  {
    name: 'a word running past the screen',
    body: '<h2 style="margin-left:200px;white-space:nowrap">Concertgebouw</h2>',
    found: /h2 "Concertgebouw": runs past its box|runs past the screen's edge/,
  },
  {
    name: 'a button outside the width',
    body: '<button style="margin-left:300px;width:80px">Book a demo</button>',
    found: /Book a demo: outside the width/,
  },
  {
    name: 'a header without its language button',
    body: '<style>header button[aria-label^="Language"] { display: none }</style>',
    found: /header: language button: not on the screen/,
  },
  {
    name: 'a fixed button over a player control at some scroll position',
    body: `<div style="height:700px"></div><div data-player><div role="application" tabindex="0" style="height:180px;background:#000"></div>
      <div style="display:flex;justify-content:flex-end"><button>Quality</button></div></div>
      <div style="height:1200px"></div><aside class="corner" style="position:fixed;right:0;bottom:0"><button>A11y</button></aside>`,
    found: /player control "Quality": covered by aside\.corner "A11y" when scrolled/,
  },
  {
    name: "a prompt over the picture's centre",
    body: `<div data-player style="position:relative"><div role="application" tabindex="0" style="height:180px;background:#000"></div>
      <button style="position:absolute;left:40%;top:40%">Tap for sound</button></div>`,
    found: /player control "Tap for sound": covers the picture's centre/,
  },
] as const;

for (const plant of PLANTS) {
  test(`the walk reports ${plant.name}`, async ({ page }) => {
    const found = await walk(page, plant.body);
    expect(found.some((line) => plant.found.test(line)), found.join('\n')).toBe(true);
  });
}

test('a panel walk reports a cut word inside the panel', async ({ page }) => {
  await walk(page, '<div id="panel"><p style="width:60px;overflow:hidden;white-space:nowrap">Privacybeleid</p><button>Close</button></div>');
  const found = (await findPanelProblems(page, [100], '#panel')).map((p) => `${p.element}: ${p.problem}`);
  expect(found).toEqual([expect.stringMatching(/p "Privacybeleid": cut off by its own box/)]);
});
