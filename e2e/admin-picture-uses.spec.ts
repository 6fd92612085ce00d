import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

/** A real 600 × 750 portrait PNG drawn by the browser (a face-like oval high in the frame). */
async function drawPortrait(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 750;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#cfe3ee';
    context.fillRect(0, 0, 600, 750);
    context.fillStyle = '#c98e6b';
    context.beginPath();
    context.ellipse(300, 220, 110, 140, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#0b3d5c';
    context.fillRect(120, 420, 360, 330);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

interface Stored {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

const agentFields = (name: string, slug: string, photo: object) => ({
  slug,
  name,
  title: 'Realtor',
  phone: '(239) 555-0142',
  email: `${slug}@palmetto.example`,
  photo,
  bio: '<p>Helps families find homes on the Gulf coast.</p>',
  languages: ['English'],
  specialties: [],
  licenseNumber: 'SL3456789',
  mlsMemberId: null,
  links: { facebook: '', instagram: '', linkedin: '', youtube: '', website: '' },
  isBroker: false,
  visible: true,
  sortOrder: 1,
});

async function imageSize(page: Page, url: string): Promise<[number, number]> {
  return page.evaluate(async (address) => {
    const image = new Image();
    image.src = address;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight] as [number, number];
  }, url);
}

test.describe('admin: a picture fits every box it is used in, and its alt text follows the library', () => {
  test.describe.configure({ timeout: 120_000 });

  test('library alt edits reach every following use, an override keeps its own, a 600×750 headshot fits its card at its focal point, og:image is 1200×630; axe clean', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const stamp = Date.now();
    const uploaded = await page.request.post('/api/admin/images', {
      multipart: {
        file: { name: `headshot-${stamp}.png`, mimeType: 'image/png', buffer: await drawPortrait(page) },
        alt: 'Headshot of Dana Whitfield',
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const image = (await uploaded.json()) as { id: string; variants: { key: string }[] };
    const url = `/media/images/${image.variants[image.variants.length - 1]?.key ?? ''}`;

    // An agent following the library's alt text, an article whose cover overrides it and whose body picture follows.
    const name = `Dana Whitfield ${stamp}`;
    const slug = `dana-whitfield-${stamp}`;
    const created = await page.request.post('/api/admin/agents', {
      data: agentFields(name, slug, { url, alt: 'Headshot of Dana Whitfield' }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const agent = (await created.json()) as Stored;
    const articleSlug = `meet-dana-${stamp}`;
    const article = await page.request.post('/api/admin/articles', {
      data: {
        slug: articleSlug,
        category: 'team-articles',
        title: `Meet Dana ${stamp}`,
        excerpt: 'Our newest agent.',
        body: `<p>Dana joins the team.</p><img src="${url}" alt="Headshot of Dana Whitfield" data-alt="library" />`,
        cover: { url, alt: 'Dana at the office', altOverride: true },
        authorAgentId: null,
        status: 'published',
        publishedAt: '2026-01-05T12:00:00.000Z',
        tags: [],
        seoTitle: null,
        seoDescription: null,
      },
    });
    expect(article.status(), await article.text()).toBe(201);

    // The focal point, set in the agent's form with the keyboard: the face high in the frame.
    await page.goto(`/admin/agents?search=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Edit the agent ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit the agent ${name}` });
    await expect(edit.getByText('Description from the library:')).toBeVisible();
    await expect(edit.getByText('Headshot of Dana Whitfield', { exact: true })).toBeVisible();
    await expect(edit.getByTestId('crop-preview-headshot')).toBeVisible();
    await expect(edit.getByTestId('crop-preview-share')).toBeVisible();
    const focal = edit.getByRole('slider', { name: 'Photo: focal point' });
    await focal.focus();
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(focal).toHaveAttribute('aria-valuetext', '50% across, 30% down');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved the agent ${name}.`)).toBeVisible();
    const saved = (await (await page.request.get(`/api/admin/agents/${agent.id}`)).json()) as {
      photo: { focus?: { x: number; y: number } };
    };
    expect(saved.photo.focus).toEqual({ x: 0.5, y: 0.3 });

    // The library's alt text changes: the agent and the article body follow, the article cover keeps its own.
    const renamed = await page.request.put(`/api/admin/images/${image.id}`, {
      data: { alt: 'Dana Whitfield smiling on the Naples pier' },
    });
    expect(renamed.status()).toBe(200);
    await page.goto(`/about/meet-our-agents/${slug}`);
    await expect(page.getByRole('img', { name: 'Dana Whitfield smiling on the Naples pier' })).toBeVisible();
    const teamArticles = (await (await page.request.get('/api/site/settings')).json()) as { teamSlug: string };
    await page.goto(`/resources/${teamArticles.teamSlug}-articles/${articleSlug}`);
    await expect(page.getByRole('img', { name: 'Dana at the office' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Dana Whitfield smiling on the Naples pier' })).toBeVisible();

    // Meet Our Agents: every card as tall as the others, the headshot at its focal point.
    await page.goto('/about/meet-our-agents');
    const cards = page.locator('article').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.filter({ hasText: name })).toBeVisible();
    const heights = await cards.evaluateAll((nodes) =>
      nodes.map(
        (node) => (node.querySelector('img') as HTMLImageElement).parentElement?.getBoundingClientRect().height ?? 0,
      ),
    );
    expect(heights.length).toBeGreaterThan(1);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(2);
    const cardHeights = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    const row = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
    const sameRow = cardHeights.filter((_, index) => row[index] === row[0]);
    expect(Math.max(...sameRow) - Math.min(...sameRow)).toBeLessThanOrEqual(2);
    const headshot = cards.filter({ hasText: name }).locator('img');
    await expect(headshot).toHaveCSS('object-position', '50% 30%');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The agent's page previews as the 1200×630 cut of the headshot.
    await page.goto(`/about/meet-our-agents/${slug}`);
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect(ogImage).toContain(`/media/share/${image.id}/50-30.jpg`);
    const ogPath = new URL(ogImage, page.url()).pathname;
    const response = await page.request.get(ogPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect(await imageSize(page, ogPath)).toEqual([1200, 630]);

    // The picture field at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/agents?search=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Edit the agent ${name}` }).click();
    await expect(page.getByRole('slider', { name: 'Photo: focal point' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
