import { expect, test, type Page } from './test.ts';
import { categorySegment, publishedArticles, publishedCommunities, teamSlug } from './content-api.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('communities and resources at phone width', () => {
  test('the drawer leads to the communities, whose cards and pages fit the screen', async ({ page }) => {
    const [community] = (await publishedCommunities(page.request)).items;
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Communities' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Communities');
    await expectNoSidewaysScroll(page);
    await page.getByTestId('community-card').getByRole('link', { name: community?.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(community?.name ?? '');
    await expect(page.getByTestId('community-figures').locator('dd')).toHaveCount(5);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('the resources, a list and an article fit the screen and pass axe', async ({ page }) => {
    const [article] = (await publishedArticles(page.request)).items;
    const segment = categorySegment(article?.category ?? '', await teamSlug(page.request));
    for (const path of ['/resources', `/resources/${segment}`, `/resources/${segment}/${article?.slug}`]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '');
  });
});
