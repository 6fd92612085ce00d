import { expect, test } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

const PICTURE = { url: '/media/demo/articles/pier.jpg', alt: 'The Naples Pier at sunset' };
const RUN = Date.now().toString(36);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the cards are ticked by the box above them and the bulk bar stays in sight; by keyboard; axe clean', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const ids: string[] = [];
  try {
    for (const letter of ['A', 'B']) {
      const answer = await page.request.post('/api/admin/banners', {
        data: {
          placement: 'search-top',
          title: `Phone bulk banner ${letter} ${RUN}`,
          subtitle: 'Ticked on a phone.',
          image: PICTURE,
          linkUrl: '/search',
          linkText: 'Search homes',
          startsAt: null,
          endsAt: null,
          enabled: true,
          sortOrder: 500,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      ids.push(((await answer.json()) as { id: string }).id);
    }
    await page.goto(`/admin/banners?search=${RUN}`);
    await waitForHydration(page);
    const selectPage = page.getByRole('checkbox', { name: 'Select every banner on this page' });
    await expect(selectPage).toBeInViewport();
    await selectPage.focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeInViewport();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await bar.getByRole('button', { name: 'Hide' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hid 2 banners.')).toBeVisible();
  } finally {
    for (const id of ids) await page.request.delete(`/api/admin/banners/${id}`);
  }
});
