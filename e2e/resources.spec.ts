import { expect, test, type Page } from './test.ts';
import { categorySegment, publishedArticles, teamSlug, visibleAgents, type ApiArticle } from './content-api.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const CATEGORY_LABELS: Record<string, string> = {
  'local-history': 'Local History',
  'owners-sellers': 'Owners & Sellers',
  'buyer-resources': 'Buyer Resources',
  'team-articles': 'The Palmetto Team Articles',
  'events-and-fun-facts': 'Events & Fun Facts',
};
const PAGE_SIZE = 9;

const bar = (page: Page) => page.locator('header[data-appearance]');
const cards = (page: Page) => page.getByTestId('article-card');

/** A published article written by a visible agent, with tags. */
async function articleByAnAgent(page: Page): Promise<{ article: ApiArticle; author: { slug: string; name: string } }> {
  const agents = (await visibleAgents(page.request)).items;
  for (const article of (await publishedArticles(page.request)).items) {
    const author = agents.find((agent) => agent.id === article.authorAgentId);
    if (author && article.tags.length > 0) return { article, author };
  }
  throw new Error('No seeded article by a visible agent has tags');
}

test.describe('resources', () => {
  test('the index shows the five categories with their latest articles and the way to market activity', async ({
    page,
  }) => {
    await page.goto('/resources');
    await expect(page).toHaveTitle('Resources | Palmetto Realty Group');
    await expect(bar(page)).toHaveAttribute('data-appearance', 'transparent');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Market Activity',
      ...Object.values(CATEGORY_LABELS),
    ]);
    for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
      const { items, total } = await publishedArticles(page.request, `&category=${category}`);
      const section = page.getByRole('region', { name: label });
      await expect(section.getByTestId('article-card')).toHaveCount(Math.min(3, total));
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        items.slice(0, 3).map((article) => article.title),
      );
    }
    await page.getByRole('link', { name: 'See the market figures' }).click();
    await expect(page).toHaveURL(/\/resources\/market-activity$/);
  });

  test('the index passes axe', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
    test(`the ${label} list shows its newest articles with cover, author, date and reading time`, async ({ page }) => {
      const team = await teamSlug(page.request);
      const { items, total } = await publishedArticles(page.request, `&category=${category}`);
      expect(total).toBeGreaterThan(0);
      await page.goto(`/resources/${categorySegment(category, team)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(page).toHaveTitle(`${label} | Palmetto Realty Group`);
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total));
      await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
        items.slice(0, PAGE_SIZE).map((article) => article.title),
      );
      const first = cards(page).first();
      await expect(first.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(first).toContainText(/By .+/);
      await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(first).toContainText(/\d+ min read/);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a tag narrows a list, in the address, and All topics widens it again', async ({ page }) => {
    const { article } = await articleByAnAgent(page);
    const team = await teamSlug(page.request);
    const [tag = ''] = article.tags;
    const { total } = await publishedArticles(
      page.request,
      `&category=${article.category}&tag=${encodeURIComponent(tag)}`,
    );
    await page.goto(`/resources/${categorySegment(article.category, team)}`);
    await waitForHydration(page);
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await topics.getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(/[?&]tag=/);
    await expect(topics.getByRole('link', { name: tag, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('article-count')).toHaveText(
      `${total} ${total === 1 ? 'article' : 'articles'} tagged “${tag}”`,
    );
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total));
    await topics.getByRole('link', { name: 'All topics' }).click();
    await expect(page).not.toHaveURL(/tag=/);
  });

  test('a list is paged nine at a time in the address; a page past the last is not found', async ({ page }) => {
    const team = await teamSlug(page.request);
    for (const category of Object.keys(CATEGORY_LABELS)) {
      const { total } = await publishedArticles(page.request, `&category=${category}`);
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const path = `/resources/${categorySegment(category, team)}`;
      await page.goto(path);
      await waitForHydration(page);
      const next = page.getByRole('link', { name: 'Next page' });
      if (pages > 1) {
        await next.click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
      } else await expect(next).toHaveCount(0);
      const response = await page.goto(`${path}?page=${pages + 1}`);
      expect(response?.status(), `${path}?page=${pages + 1}`).toBe(404);
    }
  });

  test('an article shows its byline, reading time, body, tags, breadcrumbs and related articles under a solid top bar', async ({
    page,
  }) => {
    const { article, author } = await articleByAnAgent(page);
    const team = await teamSlug(page.request);
    const segment = categorySegment(article.category, team);
    await page.goto(`/resources/${segment}/${article.slug}`);
    await expect(bar(page)).toHaveAttribute('data-appearance', 'solid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(/ \| Palmetto Realty Group$/);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([
      'Home',
      'Resources',
      CATEGORY_LABELS[article.category] ?? '',
      article.title,
    ]);
    await expect(page.getByRole('main')).toContainText(/\d+ min read/);
    await expect(page.getByRole('navigation', { name: 'Tags' }).getByRole('link')).toHaveText(article.tags);
    const related = page.getByRole('region', { name: 'Related articles' });
    await expect(related.getByTestId('article-card').first()).toBeVisible();
    expect(await related.getByRole('heading', { level: 3 }).allTextContents()).not.toContain(article.title);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: author.name }).click();
    await expect(page).toHaveURL(new RegExp(`/about/meet-our-agents/${author.slug}$`));
  });

  test('an article carries Article and breadcrumb data', async ({ page }) => {
    const { article } = await articleByAnAgent(page);
    await page.goto(`/resources/${categorySegment(article.category, await teamSlug(page.request))}/${article.slug}`);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  test('an article under another category, an unknown article or an unknown list is not found (404)', async ({
    page,
  }) => {
    const { article } = await articleByAnAgent(page);
    const team = await teamSlug(page.request);
    const wrong = Object.keys(CATEGORY_LABELS).find((category) => category !== article.category) ?? '';
    for (const path of [
      `/resources/${categorySegment(wrong, team)}/${article.slug}`,
      `/resources/${categorySegment(article.category, team)}/no-such-article`,
      '/resources/no-such-list',
      '/resources/someone-else-articles',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    }
  });
});
