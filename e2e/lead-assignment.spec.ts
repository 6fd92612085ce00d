import { expect, test, type Page } from './test.ts';
import { SMTP_PORT, SMTP_RECEIVED_PORT } from '../playwright.config.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

/**
 * Leads that reach someone (issue 17 §7, ADR 0036), on a server of its own delivering mail to the test SMTP server.
 * The admin chooses "the listing's agent" and an office address on the Lead routing page; a visitor asks about a team
 * listing on the public site; the lead is the listing agent's at once and the mail reaches the agent and the office.
 * The admin then gives it to another agent and sets yesterday as its follow-up day, and the overdue filter finds it.
 */
const ORIGIN = ownServerOrigin(6);
const ADMIN = { email: 'e2e.leads@palmetto.example', password: 'Gulf-Shore-2026' } as const;
const OFFICE = 'front.desk@palmetto.example';

interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}
interface AgentRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly mlsMemberId: string | null;
  readonly visible: boolean;
}

async function receivedMail(): Promise<ReceivedMail[]> {
  const answer = await fetch(`http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`);
  return ((await answer.json()) as { messages: ReceivedMail[] }).messages;
}

/** Yesterday's date in the office's time zone (YYYY-MM-DD). */
function officeYesterday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

async function axeAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({
    name: 'leads',
    portOffset: 6,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_FEED_MINUTES: '0',
      SMTP_URL: `smtp://e2e:e2e-smtp-password@127.0.0.1:${String(SMTP_PORT)}`,
      MAIL_FROM: 'Palmetto Realty Group <listings@palmetto.example>',
    },
  });
});
test.afterAll(async () => server?.stop());

test('a lead from the public site is the listing agent’s at once, both mails arrive, and the admin reassigns it and follows it up', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  expect((await page.request.post(`${ORIGIN}/api/auth/sign-in`, { data: ADMIN })).status()).toBe(200);

  // The office manager picks the rule and the office address.
  await page.goto(`${ORIGIN}/admin/lead-routing`);
  await waitForHydration(page);
  await page.getByLabel("The listing's agent (others in turn)").check();
  await page.getByLabel('Office e-mail').fill(OFFICE);
  await page.getByRole('button', { name: 'Save lead routing' }).click();
  await expect(page.getByText('Lead routing saved')).toBeVisible();
  await axeAtBothWidths(page);

  // A team listing, its agent, and another agent to reassign to.
  const { value } = (await (
    await page.request.get(`${ORIGIN}/api/corelogic/properties?listOfficeMlsId=PRG`)
  ).json()) as {
    value: { ListingId: string; ListAgentMlsId: string | null }[];
  };
  const { items: agents } = (await (await page.request.get(`${ORIGIN}/api/admin/agents?perPage=100`)).json()) as {
    items: AgentRecord[];
  };
  const listing = value.find((item) =>
    agents.some((agent) => agent.visible && agent.mlsMemberId !== null && agent.mlsMemberId === item.ListAgentMlsId),
  );
  if (listing === undefined) throw new Error('No team listing has an agent on the team');
  const listingAgent = agents.find((agent) => agent.mlsMemberId === listing.ListAgentMlsId) as AgentRecord;
  const other = agents.find((agent) => agent.visible && agent.id !== listingAgent.id) as AgentRecord;

  // A visitor (no session) asks about the listing.
  const name = `Rosa Lead ${String(Date.now())}`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${ORIGIN}/properties/${listing.ListingId}`);
  await waitForHydration(visitorPage);
  const form = visitorPage.getByRole('region', { name: 'Interested in this home?' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('rosa.lead@example.com');
  await form.getByLabel(/I agree to be contacted/).check();
  const answer = visitorPage.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send request' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const lead = (await response.json()) as { id: string };
  await visitor.close();

  // The listing agent and the office are both told, with a link to the lead.
  const mailFor = async (to: string) =>
    (await receivedMail()).find((mail) => mail.to.includes(to) && mail.subject.includes(name));
  for (const to of [listingAgent.email, OFFICE]) {
    await expect.poll(() => mailFor(to), { timeout: 30_000 }).toBeDefined();
    const mail = await mailFor(to);
    expect(mail?.subject).toBe(`New lead: ${name} — Listing inquiry`);
    expect(mail?.text).toContain(`/admin/contacts?submission=${lead.id}`);
    expect(mail?.text).toContain(`/properties/${listing.ListingId}`);
    expect(mail?.text).toContain(`Assigned to: ${listingAgent.name}`);
    expect(mail?.text).toMatch(/Received: .+ ET/);
  }

  // The admin opens the lead from the mail's link: it is the listing agent's; they give it to another agent.
  await page.goto(`${ORIGIN}/admin/contacts?submission=${lead.id}`);
  await waitForHydration(page);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('combobox', { name: 'Assigned agent' })).toHaveValue(listingAgent.name);
  await panel.getByRole('combobox', { name: 'Assigned agent' }).click();
  await page.getByRole('option', { name: other.name, exact: true }).click();
  await expect(page.getByText(`Assigned to ${other.name}.`)).toBeVisible();
  await panel.getByLabel('Follow up by (office day)').fill(officeYesterday());
  await expect(page.getByText(`Follow up by ${officeYesterday()}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Close the submission' }).click();

  // The overdue filter (kept in the address) finds it, assigned to the other agent.
  await page.getByLabel('Overdue only').check();
  await expect(page).toHaveURL(/overdue=true/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(other.name);
  await expect(row).toContainText('Overdue');
  await axeAtBothWidths(page);
});
