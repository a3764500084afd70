import { expect, gotoReady, test } from './fixtures';

/** At night the month calendar's chosen day is lit like the night's main buttons: stage amber with dark text. */
test('at night the selected day is stage amber with dark text, as the primary buttons', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoReady(page, '/concerts?view=calendar&month=2025-04');
  const selected = page.locator('[role="grid"] td[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  const colours = await selected.evaluate((cell) => {
    // The theme's tokens as the browser paints them, read through a probe of the same kind.
    const probe = document.createElement('div');
    document.body.append(probe);
    const token = (name: string) => {
      probe.style.color = `var(--color-${name})`;
      return getComputedStyle(probe).color;
    };
    const result = { background: getComputedStyle(cell).backgroundColor, text: getComputedStyle(cell).color, stage400: token('stage-400'), slate950: token('slate-950') };
    probe.remove();
    return result;
  });
  expect(colours.background).toBe(colours.stage400);
  expect(colours.text).toBe(colours.slate950);
});
