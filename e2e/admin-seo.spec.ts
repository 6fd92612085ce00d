import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin } from './support.ts';

const TEMPLATE = '%s · Palmetto Realty Group Naples';
const SUMMARY = 'Palmetto Realty Group helps people buy and sell homes in Naples and the Gulf coast of Florida.';
const QUESTION = 'Can you help me sell an inherited home?';
const SHARE_IMAGE = '/media/demo/pier/3.svg';

async function openSeoPage(page: Page): Promise<void> {
  await openAdmin(page, '/admin/seo-aeo', 'SEO & Answer Engines');
  await expect(page.getByLabel('Title template')).toBeVisible();
}

test.describe('admin SEO and answer-engine settings', () => {
  // Long forms and two axe runs: slow on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  let original: unknown;

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    original = await (await page.request.get('/api/admin/seo')).json();
  });

  test.afterEach(async ({ page }) => {
    const { updatedAt: _updatedAt, ...fields } = original as Record<string, unknown>;
    expect((await page.request.put('/api/admin/seo', { data: fields })).status()).toBe(200);
  });

  test('title template, share image, FAQ, site summary and crawler rules reach the public pages, /llms.txt and /robots.txt; axe clean', async ({
    page,
  }) => {
    await openSeoPage(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Title template').fill(TEMPLATE);
    await expect(page.getByText('Meet Our Agents · Palmetto Realty Group Naples')).toBeVisible();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const questions = page.getByRole('group', { name: /^Question \d+$/ });
    const added = questions.last();
    await added.getByRole('textbox', { name: 'Question', exact: true }).fill(QUESTION);
    await added
      .getByRole('textbox', { name: 'Answer', exact: true })
      .fill('Yes. We work with estate attorneys and can prepare the home for sale.');
    const count = await questions.count();
    for (let position = count; position > 1; position -= 1)
      await page.getByRole('button', { name: `Move question ${position} up` }).click();
    await expect(questions.first().getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(QUESTION);
    // With the mouse: drag it by its handle onto the second question's place, and back.
    await page.getByTitle('Drag question 1 to a new place').dragTo(questions.nth(1));
    await expect(questions.nth(1).getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(QUESTION);
    await expect(page.getByRole('status').filter({ hasText: 'Moved question 1 to position 2' })).toBeAttached();
    await page.getByTitle('Drag question 2 to a new place').dragTo(questions.first());
    await expect(questions.first().getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(QUESTION);
    await page.getByRole('textbox', { name: 'Site summary', exact: true }).fill(SUMMARY);
    await page.getByLabel('A picture of my choice').check();
    await page.getByRole('textbox', { name: 'Picture address' }).fill(SHARE_IMAGE);
    await page.getByRole('textbox', { name: 'Alt text' }).fill('The Naples Pier at sunset');
    await page.getByLabel('Disallowed paths').first().fill('/drafts');
    await page.getByRole('button', { name: 'Add a group of rules' }).click();
    await page.getByLabel('User agent').last().fill('GPTBot');
    await expect(page.getByText('User-agent: GPTBot')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved the SEO settings: every page uses them now.')).toBeVisible();

    await page.goto('/contact-us');
    await expect(page).toHaveTitle('Contact Us · Palmetto Realty Group Naples');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^https?://[^/]+${SHARE_IMAGE}$`),
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'The Naples Pier at sunset');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('heading', { level: 3 }).first()).toHaveText(QUESTION);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd
      .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.[0]?.name).toBe(QUESTION);

    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *\nAllow: /\nDisallow: /drafts\nDisallow: /admin\n');
    expect(robots).toContain('User-agent: GPTBot\nDisallow: /\nDisallow: /admin\n');
    const llms = await (await page.request.get('/llms.txt')).text();
    expect(llms).toContain(`\n\n${SUMMARY}\n\n`);
    expect(llms).toContain(`### ${QUESTION}`);
  });

  test('bad input shows each error next to its field, keeps what was typed, and saves nothing', async ({ page }) => {
    await openSeoPage(page);

    await page.getByLabel('Title template').fill('Palmetto Realty Group');
    await page.getByLabel('Disallowed paths').first().fill('drafts');
    await page.getByRole('textbox', { name: 'Site summary', exact: true }).fill('We sell <b>homes</b>.');
    await page.getByRole('button', { name: 'Save settings' }).click();

    await expect(page.getByText('Title template must hold %s exactly once, where the page title goes')).toBeVisible();
    await expect(
      page.getByText('"drafts" is not a path: start each line with / and leave out spaces (at most 200 characters)'),
    ).toBeVisible();
    await expect(page.getByText('Site summary is plain text: leave out HTML tags')).toBeVisible();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Some fields need attention: see the messages next to them.' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Title template')).toHaveValue('Palmetto Realty Group');
    await expect(page.getByLabel('Title template')).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Site summary', exact: true })).toHaveValue('We sell <b>homes</b>.');
    await notice.getByRole('button').click();
    await expect(notice).toBeHidden();
    await expectNoAxeViolations(page);

    await page.goto('/about');
    await expect(page).toHaveTitle(/ \| Palmetto Realty Group$/);
  });
});
