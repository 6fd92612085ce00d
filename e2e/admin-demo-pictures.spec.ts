import { expect, test } from './test.ts';
import { expectNoAxeViolations, openAdmin } from './support.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';

/**
 * The seeded content's pictures are in the image library (issue 17 §3, ADR 0048): on a fresh server of its own, from
 * its first answer, an agent's headshot is a library picture with the seeded alt text, used by that agent, and Meet
 * Our Agents shows it at its library address.
 */
const ORIGIN = ownServerOrigin(10);
const ADMIN = { email: 'e2e.pictures@palmetto.example', password: 'Gulf-Shore-2026' } as const;

interface ApiAgent {
  readonly slug: string;
  readonly name: string;
  readonly photo: { readonly url: string; readonly alt: string };
}

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({
    name: 'demo-pictures',
    portOffset: 10,
    env: { SEED_LISTINGS: '300', DEMO_FEED_MINUTES: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an agent headshot is in the image library with its alt text and usage, and Meet Our Agents shows it', async ({
  page,
}) => {
  // The import ran before the server answered: the first read already shows the library address.
  const answer = await page.request.get(`${ORIGIN}/api/agents?perPage=200`);
  const agent = ((await answer.json()) as { items: ApiAgent[] }).items[0];
  expect(agent?.photo.url).toMatch(/^\/media\/images\/[0-9a-f-]+\/\d+\.webp$/);
  const { slug, name, photo } = agent!;
  const fileName = `agent-${slug}.jpg`;

  const signIn = await page.request.post(`${ORIGIN}/api/auth/sign-in`, { data: ADMIN });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await openAdmin(page, `${ORIGIN}/admin/image-library`, 'Image Library');
  await page.getByRole('textbox', { name: 'Search pictures' }).fill(`agent-${slug}`);
  const card = page.getByRole('list', { name: 'Pictures', exact: true }).getByRole('listitem', { name: fileName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(photo.alt);
  await card.getByRole('button', { name: `Details of ${fileName}` }).click();
  const details = page.getByRole('dialog', { name: `Picture details: ${fileName}` });
  await expect(details.getByRole('status').filter({ hasText: 'Used by' })).toContainText(`Agent “${name}”`);
  await expect(details.getByText('1200 × 800 px')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${ORIGIN}/about/meet-our-agents`);
  const headshot = page.getByRole('main').getByRole('img', { name: photo.alt }).first();
  await expect(headshot).toHaveAttribute('src', photo.url);
  const picture = await page.request.get(`${ORIGIN}${photo.url}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');
});
