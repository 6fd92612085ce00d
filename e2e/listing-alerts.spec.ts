import { expect, test } from './test.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';
import { SMTP_PORT, SMTP_RECEIVED_PORT } from '../playwright.config.ts';

/**
 * Instant listing alerts (issue 14 part 6): a server of its own running the live demo feed fast (a batch every 6
 * seconds of a market running 2,000 times as fast) and delivering mail to the test SMTP server. A visitor saves a
 * broad search with instant alerts; the alert of a new listing arrives, its link opens that listing and its
 * unsubscribe link stops the next ones (while a second buyer with the same search keeps receiving theirs).
 */
const ORIGIN = ownServerOrigin(5);
const VISITOR = { email: 'alert.buyer@palmetto.example', password: 'Sanibel-Causeway-2031' } as const;
/** A second buyer with the same search, still subscribed: their alerts show that the feed kept running. */
const CONTROL = { email: 'alert.neighbour@palmetto.example', password: 'Estero-Bay-Lookout-2031' } as const;
const EVERY_HOME = { view: 'list', query: {}, name: 'Every home for sale', alertFrequency: 'instantly' } as const;

/** A mail as the test SMTP server received it (e2e/smtp-test-server.ts). */
interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
}

async function alertsReceived(email: string = VISITOR.email): Promise<ReceivedMail[]> {
  const answer = await fetch(`http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`);
  const { messages } = (await answer.json()) as { messages: ReceivedMail[] };
  return messages.filter((mail) => mail.to.includes(email));
}

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({
    name: 'alerts',
    portOffset: 5,
    env: {
      SEED_LISTINGS: '1500',
      DEMO_FEED_MINUTES: '0.1',
      DEMO_FEED_SPEED: '2000',
      ADMIN_EMAIL: 'e2e.alerts@palmetto.example',
      ADMIN_PASSWORD: 'Gulf-Shore-2026',
      SMTP_URL: `smtp://e2e:e2e-smtp-password@127.0.0.1:${String(SMTP_PORT)}`,
      MAIL_FROM: 'Palmetto Realty Group <listings@palmetto.example>',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an instant alert of a new matching listing arrives, opens that listing, and its unsubscribe stops the next', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const signUp = await page.request.post(`${ORIGIN}/api/account/sign-up`, { data: VISITOR });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const saved = await page.request.post(`${ORIGIN}/api/account/saved-searches`, { data: EVERY_HOME });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  // The other buyer signs in from their own browser (the `request` fixture keeps its own cookies).
  const controlSignUp = await request.post(`${ORIGIN}/api/account/sign-up`, { data: CONTROL });
  expect(controlSignUp.status(), await controlSignUp.text()).toBeLessThan(300);
  const controlSaved = await request.post(`${ORIGIN}/api/account/saved-searches`, { data: EVERY_HOME });
  expect(controlSaved.status(), await controlSaved.text()).toBeLessThan(300);

  let alert: ReceivedMail | undefined;
  await expect
    .poll(async () => (alert = (await alertsReceived())[0]), { timeout: 60_000, intervals: [1_000] })
    .toBeDefined();
  expect(alert?.subject).toMatch(/homes? you are watching changed/);
  expect(alert?.html).toContain('Unsubscribe');

  const listingLink = new RegExp(`${'http://localhost:'}${new URL(ORIGIN).port}/properties/[^\\s"<]+`).exec(
    alert?.text ?? '',
  )?.[0];
  expect(listingLink).toBeDefined();
  const listingPage = await page.goto(`${ORIGIN}${new URL(listingLink ?? '').pathname}`);
  expect(listingPage?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();

  await expect.poll(async () => (await alertsReceived()).length, { timeout: 30_000 }).toBeGreaterThan(1);
  const unsubscribeLink = /https?:\/\/[^\s"<]+\/api\/alerts\/unsubscribe\?token=[\w-]+/.exec(alert?.text ?? '')?.[0];
  expect(unsubscribeLink).toBeDefined();
  const unsubscribe = new URL(unsubscribeLink ?? '');
  await page.goto(`${ORIGIN}${unsubscribe.pathname}${unsubscribe.search}`);
  await page.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // Before the unsubscribe, every feed run brought an alert (so the silence below is the unsubscribe's doing).
  expect((await alertsReceived()).length).toBeGreaterThan(1);
  const searches = await page.request.get(`${ORIGIN}/api/account/saved-searches`);
  expect(JSON.stringify(await searches.json())).toContain('"alertFrequency":"never"');
  // Two more alerts to the other buyer, still subscribed to the same search, prove two more feed runs with matching
  // homes; they brought this buyer nothing.
  const count = (await alertsReceived()).length;
  const controlCount = (await alertsReceived(CONTROL.email)).length;
  await expect
    .poll(async () => (await alertsReceived(CONTROL.email)).length, { timeout: 60_000, intervals: [1_000] })
    .toBeGreaterThanOrEqual(controlCount + 2);
  expect((await alertsReceived()).length).toBe(count);
});
