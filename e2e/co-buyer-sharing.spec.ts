import { expect, test, type Browser, type Page } from './test.ts';
import { SMTP_RECEIVED_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

/**
 * Sharing saved homes with a co-buyer (issue 14 part 4, ADR 0033): a visitor invites a co-buyer from /account; the
 * invitation mail reaches the test SMTP server; the invitee opens its link, creates an account there and joins; both
 * see one list; a third visitor opening the link is refused; the co-buyer stops sharing. Axe clean at desktop and
 * phone width.
 */
const RUN = Date.now().toString(36);
const OWNER = { email: `owner.${RUN}@palmetto.example`, password: 'Sanibel-Causeway-2031' } as const;
const CO_BUYER = { email: `co-buyer.${RUN}@palmetto.example`, password: 'Sanibel-Causeway-2032' } as const;
const THIRD = { email: `third.${RUN}@palmetto.example`, password: 'Sanibel-Causeway-2033' } as const;

interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

async function invitationLink(to: string): Promise<string | undefined> {
  const answer = await fetch(`http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`);
  const { messages } = (await answer.json()) as { messages: ReceivedMail[] };
  const mail = messages.find((message) => message.to.includes(to));
  return /https?:\/\/[^\s"<]+\/account\/co-buyer\?invitation=[\w-]+/.exec(mail?.text ?? '')?.[0];
}

async function newVisitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

test('a visitor shares saved homes with an invited co-buyer; a third visitor cannot join; either stops', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/account/sign-up', { data: OWNER })).status()).toBeLessThan(300);
  const found = await page.request.get('/api/listings/search');
  const { listings } = (await found.json()) as { listings: { ListingId: string }[] };
  const listingId = listings[0]?.ListingId ?? '';
  expect((await page.request.put(`/api/account/saved-homes/${listingId}`)).status()).toBe(200);

  await page.goto('/account');
  await waitForHydration(page);
  const email = page.getByLabel('Your co-buyer’s e-mail');
  await email.focus();
  await page.keyboard.type(CO_BUYER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Invite' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${CO_BUYER.email}: invited`)).toBeVisible();
  await expectAxeCleanAtBothWidths(page);

  let link: string | undefined;
  await expect.poll(async () => (link = await invitationLink(CO_BUYER.email)), { timeout: 30_000 }).toBeDefined();
  const invitation = new URL(link ?? '');
  const path = `${invitation.pathname}${invitation.search}`;

  const third = await newVisitorPage(browser);
  expect((await third.request.post('/api/account/sign-up', { data: THIRD })).status()).toBeLessThan(300);
  await third.goto(path);
  await waitForHydration(third);
  await third.getByRole('button', { name: 'Join the shared list' }).click();
  await expect(third.getByText('This invitation is for another e-mail address')).toBeVisible();
  expect(await (await third.request.get('/api/account/saved-homes/ids')).json()).toEqual({ ids: [] });

  const coBuyer = await newVisitorPage(browser);
  await coBuyer.goto(path);
  await waitForHydration(coBuyer);
  await expect(coBuyer.getByRole('heading', { name: 'Share saved homes' })).toBeVisible();
  await expectAxeCleanAtBothWidths(coBuyer);
  await coBuyer.setViewportSize({ width: 1280, height: 900 });
  await coBuyer.getByRole('textbox', { name: 'E-mail' }).fill(CO_BUYER.email);
  await coBuyer.getByLabel('Password').fill(CO_BUYER.password);
  await coBuyer.getByRole('button', { name: 'Create account' }).click();
  await expect(coBuyer).toHaveURL(/\/account$/);
  await expect(coBuyer.getByText(`You share the saved homes of ${OWNER.email}`)).toBeVisible();
  await expect(coBuyer.locator(`[data-saved-home="${listingId}"]`)).toBeVisible();
  await expectAxeCleanAtBothWidths(coBuyer);

  await page.reload();
  await expect(page.getByText(`${CO_BUYER.email}: shares your saved homes`)).toBeVisible();

  await coBuyer.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(coBuyer.getByText('Sharing stopped.')).toBeVisible();
  // The co-buyer keeps a copy of the list; the owner's invitation is gone.
  await expect(coBuyer.locator(`[data-saved-home="${listingId}"]`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Your co-buyer’s e-mail')).toBeVisible();
});
