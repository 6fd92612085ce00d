import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin } from './support.ts';

/**
 * Bulk actions and ordering on the admin lists (issue 17 §9): tick boxes and a bulk bar (hide, delete to the Trash,
 * assign leads), and the order panel moved by keyboard buttons or by dragging; each change shows on the public site.
 * Every record a test makes it removes again, and the agents' order is put back, so the other specs see the seed.
 */
const PICTURE = { url: '/media/demo/articles/pier.jpg', alt: 'The Naples Pier at sunset' };
const RUN = Date.now().toString(36);

interface Agent {
  readonly id: string;
  readonly name: string;
  readonly sortOrder: number;
  readonly visible: boolean;
}

async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const answer = await request.post(path, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string };
}

async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('admin: bulk actions and order', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('hide two banners in bulk: the bar counts them, the outcome is reported and the home page no longer shows them', async ({
    page,
  }) => {
    const ids: string[] = [];
    try {
      for (const letter of ['A', 'B'])
        ids.push(
          (
            await created(page.request, '/api/admin/banners', {
              placement: 'home-hero',
              title: `Bulk e2e banner ${letter} ${RUN}`,
              subtitle: 'Two banners hidden at once.',
              image: PICTURE,
              linkUrl: '/search',
              linkText: 'Search homes',
              startsAt: null,
              endsAt: null,
              enabled: true,
              sortOrder: 0,
            })
          ).id,
        );
      await page.goto('/');
      await expect(page.getByText(`Bulk e2e banner A ${RUN}`)).toBeVisible();

      await openAdmin(page, `/admin/banners?search=${RUN}`, 'Banners');
      await page.getByRole('checkbox', { name: `Select the banner Bulk e2e banner A ${RUN}` }).check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toContainText('1 selected');
      await page.getByRole('checkbox', { name: 'Select every banner on this page' }).check();
      await expect(bar).toContainText('2 selected');
      await axeAtBothWidths(page);

      await bar.getByRole('button', { name: 'Hide' }).click();
      await expect(page.getByText('Hid 2 banners.')).toBeVisible();
      await expect(bar).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: `Bulk e2e banner A ${RUN}` })).toContainText('Hidden');

      await page.goto('/');
      await expect(page.getByText(new RegExp(`Bulk e2e banner [AB] ${RUN}`))).toHaveCount(0);
    } finally {
      for (const id of ids) await page.request.delete(`/api/admin/banners/${id}`);
    }
  });

  test('delete three testimonials in bulk after one question naming the count: all three are in the Trash', async ({
    page,
  }) => {
    for (const letter of ['A', 'B', 'C'])
      await created(page.request, '/api/admin/testimonials', {
        authorName: `Bulk e2e client ${letter} ${RUN}`,
        place: 'Bought in Pelican Bay, Naples',
        quote: 'They found us the right home.',
        rating: 5,
        agentId: null,
        givenOn: '2025-02-14',
        published: false,
        sortOrder: 100,
      });
    await openAdmin(page, `/admin/about-us/testimonials?search=${RUN}`, 'Testimonials');
    await expect(page.getByText('3 testimonials')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select every testimonial on this page' }).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: 'Move 3 testimonials to the Trash?' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Moved 3 testimonials to the Trash.')).toBeVisible();

    await openAdmin(page, '/admin/trash', 'Trash');
    for (const letter of ['A', 'B', 'C'])
      await expect(page.getByText(`Bulk e2e client ${letter} ${RUN}`, { exact: false }).first()).toBeVisible();
  });

  test('delete two draft articles in bulk from the articles list: the question names the count, both go to the Trash', async ({
    page,
  }) => {
    for (const letter of ['A', 'B'])
      await created(page.request, '/api/admin/articles', {
        slug: `bulk-e2e-article-${letter.toLowerCase()}-${RUN}`,
        category: 'local-history',
        title: `Bulk e2e article ${letter} ${RUN}`,
        excerpt: 'An article deleted with another at once.',
        body: '<p>Soon in the Trash.</p>',
        cover: PICTURE,
        authorAgentId: null,
        status: 'draft',
        publishedAt: '2026-01-05T12:00:00.000Z',
        tags: [],
        seoTitle: null,
        seoDescription: null,
      });
    await openAdmin(page, `/admin/articles?search=${RUN}`, 'Articles');
    await expect(page.getByText('2 articles')).toBeVisible();
    await page.getByRole('checkbox', { name: `Select the article “Bulk e2e article A ${RUN}”` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('1 selected');
    await expect(bar.getByRole('button', { name: 'Hide' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select every article on this page' }).check();
    await expect(bar).toContainText('2 selected');
    await axeAtBothWidths(page);
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Move 2 articles to the Trash?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Moved 2 articles to the Trash.')).toBeVisible();
    await expect(page.getByText('No articles', { exact: false })).toBeVisible();

    await openAdmin(page, '/admin/trash', 'Trash');
    for (const letter of ['A', 'B'])
      await expect(page.getByText(`Bulk e2e article ${letter} ${RUN}`, { exact: false }).first()).toBeVisible();
  });

  test('assign two leads to an agent in bulk; both rows name the agent', async ({ page }) => {
    for (const name of ['Alma', 'Boris'])
      await created(page.request, '/api/contact', {
        topic: 'selling',
        name: `${name} Bulk${RUN}`,
        email: `${name.toLowerCase()}.${RUN}@example.com`,
        phone: '(239) 555-0199',
        message: 'We would like to sell our condo next spring.',
        listingId: null,
        preferredTime: null,
        consent: true,
        sourcePath: '/contact-us',
        website: '',
      });
    const agents = ((await (await page.request.get('/api/admin/agents?perPage=100')).json()) as { items: Agent[] })
      .items;
    const agent = agents.find((candidate) => candidate.visible)!;

    await openAdmin(page, `/admin/contacts?search=Bulk${RUN}`, 'Contact submissions');
    await expect(page.getByText('2 submissions')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select every submission on this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('combobox', { name: 'Agent to assign the selected leads to' }).click();
    await page.getByRole('option', { name: agent.name, exact: true }).click();
    await bar.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText(`Assigned 2 leads to ${agent.name}.`)).toBeVisible();
    for (const name of ['Alma', 'Boris'])
      await expect(page.getByRole('row').filter({ hasText: `${name} Bulk${RUN}` })).toContainText(agent.name);
  });

  test('reorder the agents with the keyboard buttons: the move is announced and Meet Our Agents follows', async ({
    page,
  }) => {
    const before = (
      (await (await page.request.get('/api/admin/agents?perPage=100&sort=sortOrder')).json()) as {
        items: Agent[];
      }
    ).items;
    try {
      await openAdmin(page, '/admin/agents', 'Agents');
      await page.getByRole('button', { name: 'Change the order' }).click();
      const panel = page.getByRole('dialog', { name: 'Order of the agents' });
      const list = panel.getByRole('list', { name: 'Order of the agents' });
      await expect(list.getByRole('listitem')).toHaveCount(before.length);
      const first = before[0]!;
      const down = panel.getByRole('button', { name: `Move ${first.name} down` });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('status')).toHaveText(
        `Moved ${first.name} to position 2 of ${String(before.length)}.`,
      );
      await expect(down).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('status')).toHaveText(
        `Moved ${first.name} to position 3 of ${String(before.length)}.`,
      );
      await axeAtBothWidths(page);

      const expected = [before[1]!, before[2]!, first, ...before.slice(3)].filter((agent) => agent.visible);
      await page.goto('/about/meet-our-agents');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        expected.map((agent) => agent.name),
      );
    } finally {
      for (const agent of before)
        await page.request.put(`/api/admin/agents/${agent.id}`, { data: { sortOrder: agent.sortOrder } });
    }
  });

  test('drag a footer link above another: the public footer shows the new order', async ({ page }) => {
    const links: string[] = [];
    try {
      for (const [text, order] of [
        [`Bulk first ${RUN}`, 1],
        [`Bulk second ${RUN}`, 2],
      ] as const)
        links.push(
          (
            await created(page.request, '/api/admin/footer-links', {
              link_text: text,
              link_url: '/about',
              column: 4,
              sort_order: order,
            })
          ).id,
        );
      await openAdmin(page, '/admin/footer-links', 'Footer links');
      await page.getByRole('button', { name: 'Change the order' }).click();
      const panel = page.getByRole('dialog', { name: 'Order of the footer links' });
      await panel.getByRole('combobox', { name: 'Column' }).click();
      await page.getByRole('option', { name: 'Column 4' }).click();
      const item = (text: string) => panel.getByRole('listitem').filter({ hasText: text });
      await item(`Bulk second ${RUN}`).dragTo(item(`Bulk first ${RUN}`));
      await expect(panel.getByRole('status')).toContainText(`Moved Bulk second ${RUN} to position`);

      await page.goto('/');
      const footer = page.locator('footer').getByRole('navigation', { name: 'Footer' });
      const texts = await footer.getByRole('link').allTextContents();
      expect(texts.indexOf(`Bulk second ${RUN}`)).toBeLessThan(texts.indexOf(`Bulk first ${RUN}`));
      expect(texts.indexOf(`Bulk second ${RUN}`)).toBeGreaterThanOrEqual(0);
    } finally {
      for (const id of links) await page.request.delete(`/api/admin/footer-links/${id}`);
    }
  });

  test('set a community’s pin by clicking the map: the saved latitude and longitude change; axe clean', async ({
    page,
  }) => {
    interface Community {
      readonly id: string;
      readonly name: string;
      readonly latitude: number;
      readonly longitude: number;
    }
    const [community] = (
      (await (await page.request.get('/api/admin/communities?perPage=1')).json()) as { items: Community[] }
    ).items;
    try {
      await openAdmin(page, `/admin/communities?search=${encodeURIComponent(community!.name)}`, 'Communities');
      await page.getByRole('button', { name: `Edit the community ${community!.name}` }).click();
      const drawer = page.getByRole('dialog', { name: `Edit the community ${community!.name}` });
      const map = drawer.getByRole('region', { name: /Map for the community’s pin/ });
      await map.scrollIntoViewIfNeeded();
      await expect(drawer.getByRole('button', { name: /The community’s pin/ })).toBeVisible();
      // Away from the zoom buttons (top left), the attribution (bottom right) and the pin (the middle).
      await map.click({ position: { x: 150, y: 200 } });
      await expect(drawer.getByLabel('Latitude')).not.toHaveValue(String(community!.latitude));
      await expectNoAxeViolations(page);

      // The arrow keys move the focused pin north by a step.
      const latitude = Number(await drawer.getByLabel('Latitude').inputValue());
      await drawer.getByRole('button', { name: /The community’s pin/ }).focus();
      await page.keyboard.press('ArrowUp');
      await expect(drawer.getByLabel('Latitude')).toHaveValue(String(Math.round((latitude + 0.001) * 1e6) / 1e6));

      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(drawer).toBeHidden();
      const saved = (await (await page.request.get(`/api/admin/communities/${community!.id}`)).json()) as Community;
      expect(saved.latitude).not.toBe(community!.latitude);
      expect(saved.longitude).not.toBe(community!.longitude);
    } finally {
      await page.request.put(`/api/admin/communities/${community!.id}`, {
        data: { latitude: community!.latitude, longitude: community!.longitude },
      });
    }
  });
});
