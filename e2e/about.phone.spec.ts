import { expect, test } from './test.ts';
import { agents, sales, testimonials, totalsOf } from './about-api.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const ABOUT_PATHS = [
  '/about',
  '/about/testimonials',
  '/about/our-brokerage',
  '/about/areas-of-service',
  '/about/our-sales-results',
  '/about/meet-our-agents',
];

test.describe('about pages at phone width', () => {
  for (const path of ABOUT_PATHS) {
    test(`${path} fits the screen and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the sales results show the totals of every sale', async ({ page }) => {
    const all = await sales(page.request);
    await page.goto('/about/our-sales-results');
    await expect(page.getByLabel('Sales totals')).toContainText(`Homes sold${totalsOf(all).count}`);
  });

  test('an agent is found by name on a phone and their page shows contact links, listings and testimonials', async ({
    page,
  }) => {
    const team = await agents(page.request);
    const agent = team.find((candidate) => candidate.mlsMemberId !== null)!;
    const theirs = await testimonials(page.request, `&agentId=${agent.id}`);
    await page.goto('/about/meet-our-agents');
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Find an agent' });
    await form.getByLabel('Name').fill(agent.name);
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/about\/meet-our-agents\?q=/);
    await page.getByRole('link', { name: agent.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.name);
    await expect(page.getByRole('link', { name: agent.phone })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('region', { name: /homes for sale$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^What clients say about/ }).locator('blockquote')).toHaveCount(
      theirs.length,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
