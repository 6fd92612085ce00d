import { expect, test } from './test.ts';
import { SMTP_RECEIVED_PORT } from '../playwright.config.ts';
import { signInAsAdmin, waitForHydration } from './support.ts';

/** A mail as the test SMTP server received it (e2e/smtp-test-server.ts). */
interface ReceivedMail {
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
}

const INVITED = { email: 'marco.mail@palmetto.example', password: 'Tamiami-Trail-2031' } as const;

async function receivedMail(): Promise<ReceivedMail[]> {
  const answer = await fetch(`http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`);
  return ((await answer.json()) as { messages: ReceivedMail[] }).messages;
}

test.describe('mail for real (SMTP_URL)', () => {
  test('an invitation arrives at the SMTP server as HTML and text from MAIL_FROM, and its link sets a password', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    const invited = await page.request.post('/api/admin/users', { data: { email: INVITED.email, role: 'editor' } });
    expect(invited.status(), await invited.text()).toBe(201);
    const { id } = (await invited.json()) as { id: string };

    let mail: ReceivedMail | undefined;
    await expect
      .poll(async () => (mail = (await receivedMail()).find((received) => received.to.includes(INVITED.email))), {
        timeout: 20_000,
      })
      .toBeDefined();
    expect(mail?.subject).toBe('You are invited to the Palmetto Realty Group admin area');
    expect(mail?.from).toBe('listings@palmetto.example');
    expect(mail?.envelope.to).toEqual([INVITED.email]);
    const link = /href="([^"]*\/reset-password\?code=[^"]+)"/.exec(mail?.html ?? '')?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeDefined();
    expect(mail?.text).toContain(link);
    // Mailed links use SITE_URL (here its default, http://localhost:{PORT}).
    expect(new URL(link ?? '').port).toBe(new URL(baseURL ?? '').port);

    const invitedContext = await browser.newContext();
    const invitedPage = await invitedContext.newPage();
    await invitedPage.goto(link ?? '');
    await waitForHydration(invitedPage);
    await invitedPage.getByLabel('New password').fill(INVITED.password);
    await invitedPage.getByRole('button', { name: 'Save the new password' }).click();
    await expect(invitedPage.getByRole('heading', { name: 'Password saved' })).toBeVisible();
    await invitedContext.close();
    const signIn = await browser.newContext();
    expect((await signIn.request.post(`${baseURL ?? ''}/api/auth/sign-in`, { data: INVITED })).status()).toBe(200);
    await signIn.close();

    expect((await page.request.delete(`/api/admin/users/${id}`)).status()).toBeLessThan(300);
  });
});
