import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';
import { SMTP_PORT, SMTP_RECEIVED_PORT } from '../playwright.config.ts';

/**
 * The newsletter (issue 14 parts 7 and 8): a server of its own delivering mail to the test SMTP server. A visitor signs
 * up at /newsletter, confirms from the mail's link; the admin previews Naples' update and sends it now; the update
 * arrives with the office address and a one-click unsubscribe link that works; the sign-up is a lead in the inbox.
 */
const ORIGIN = ownServerOrigin(6);
const ADMIN = { email: 'e2e.newsletter@palmetto.example', password: 'Gulf-Shore-2026' } as const;
const READER = 'market.reader@palmetto.example';

interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly headers: Readonly<Record<string, string>>;
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const answer = await fetch(`http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`);
  const { messages } = (await answer.json()) as { messages: ReceivedMail[] };
  return messages.filter((mail) => mail.to.includes(address));
}

async function mailWith(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find((mail) => subject.test(mail.subject))), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBeDefined();
  return found as ReceivedMail;
}

/** The path and query of the first link in a mail's text that matches. */
function linkIn(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s"<]+${path}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link ?? '');
  return `${ORIGIN}${url.pathname}${url.search}`;
}

async function axeAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({
    name: 'newsletter',
    portOffset: 6,
    env: {
      SEED_LISTINGS: '1500',
      DEMO_FEED_MINUTES: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://e2e:e2e-smtp-password@127.0.0.1:${String(SMTP_PORT)}`,
      MAIL_FROM: 'Palmetto Realty Group <news@palmetto.example>',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('sign up, confirm by mail, the admin previews and sends, the update arrives and unsubscribes; a lead', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${ORIGIN}/newsletter`);
  await waitForHydration(page);
  await axeAtBothWidths(page);

  await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Choose at least one area')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(READER);
  await page.getByRole('checkbox', { name: 'Naples', exact: true }).check();
  await page.getByRole('checkbox', { name: /Send me the monthly market update/ }).check();
  await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
  await expect(page.getByText('Check your inbox.')).toBeVisible();

  const confirmation = await mailWith(READER, /Confirm your Palmetto Realty Group market update/);
  await page.goto(linkIn(confirmation, '/api/newsletter/confirm'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expect(page.getByText('Naples')).toBeVisible();

  const signIn = await page.request.post(`${ORIGIN}/api/auth/sign-in`, { data: ADMIN });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto(`${ORIGIN}/admin/newsletter`);
  await expect(page.getByRole('cell', { name: READER })).toBeVisible();
  // Before the preview: axe does not look into the preview's sandboxed frame (a mail, not a page of the site).
  await axeAtBothWidths(page);
  await page.getByRole('combobox', { name: 'City' }).selectOption('Naples');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.frameLocator('iframe[title="Preview of the market update for Naples"]');
  await expect(preview.getByText(/Naples in /).first()).toBeVisible();
  await expect(preview.getByText('Median sale price:')).toBeVisible();
  await page.getByRole('button', { name: 'Send now to every confirmed subscriber' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(/1 market update mail queued/)).toBeVisible();

  const update = await mailWith(READER, /^Your .*market update$/);
  expect(update.text).toContain('Median sale price');
  expect(update.text).toMatch(/Palmetto Realty Group/);
  expect(update.headers['list-unsubscribe-post']).toContain('One-Click');
  await page.goto(linkIn(update, '/api/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  await page.goto(`${ORIGIN}/admin/newsletter`);
  await expect(page.getByText('Nobody has confirmed a sign-up yet.')).toBeVisible();
  await page.goto(`${ORIGIN}/admin/contacts`);
  const lead = page.getByRole('row').filter({ hasText: READER });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText('Newsletter sign-up');
});
