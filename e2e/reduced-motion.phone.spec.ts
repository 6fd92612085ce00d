import { expect, test, type Page } from './test.ts';
import { waitForHydration } from './support.ts';

/**
 * Opens the phone menu a second time (the first open loads the drawer's code) and answers the drawer's opacity when it
 * was first put in the page: 1 when it appears at once, below 1 when it fades and slides in.
 */
async function drawerOpacityOnArrival(page: Page): Promise<number> {
  await page.goto('/');
  await waitForHydration(page);
  const menu = page.getByRole('button', { name: 'Open navigation' });
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await menu.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.evaluate(() => {
    const seen = document.createElement('output');
    seen.id = 'drawer-opacity-on-arrival';
    document.body.append(seen);
    const selector = '.mantine-Drawer-content';
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const content = node.matches(selector) ? node : node.querySelector(selector);
          if (content === null) continue;
          seen.textContent = getComputedStyle(content).opacity;
          observer.disconnect();
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await menu.click();
  await expect(drawer).toBeVisible();
  const seen = page.locator('#drawer-opacity-on-arrival');
  await expect(seen).not.toBeEmpty();
  return Number(await seen.textContent());
}

test.describe('a visitor who asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('gets the phone menu at once, without its slide', async ({ page }) => {
    expect(await drawerOpacityOnArrival(page)).toBe(1);
  });
});

test.describe('a visitor who does not ask for less motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sees the phone menu slide in', async ({ page }) => {
    expect(await drawerOpacityOnArrival(page)).toBeLessThan(1);
  });
});
