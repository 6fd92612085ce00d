import { expect, test } from './test.ts';
import { queryRows, startPostgres15, type Postgres15Server } from '../packages/testing/src/harness/postgres15.ts';
import { startPostgrest, type RunningPostgrest } from '../packages/testing/src/harness/postgrest.ts';
import {
  startSupabaseProjectServer,
  type SupabaseProjectServer,
} from '../packages/adapters-supabase/test-support/gotrue-double/index.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';
import { SMTP_PORT, SMTP_RECEIVED_PORT } from '../playwright.config.ts';

/**
 * Visitor accounts in Supabase mode (issue 14, ADR 0040): a server of its own with SUPABASE_URL on a Supabase project
 * double (the GoTrue double over HTTP, a real PostgREST over Postgres 15) and DATABASE_URL on that same database. A
 * visitor signs up through Supabase Auth, saves a home and an instant search (through PostgREST under row-level
 * security), an alert arrives at the test SMTP server after a feed batch, and the visitor cannot open /admin.
 */
const ORIGIN = ownServerOrigin(6);
const PROJECT_PORT = Number(new URL(ownServerOrigin(7)).port);
const VISITOR = { email: 'supabase.buyer@palmetto.example', password: 'Sanibel-Causeway-2031' } as const;

interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

async function alertsReceived(): Promise<ReceivedMail[]> {
  const answer = await fetch(`http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`);
  const { messages } = (await answer.json()) as { messages: ReceivedMail[] };
  return messages.filter((mail) => mail.to.includes(VISITOR.email) && /watching changed/.test(mail.subject));
}

let postgres: Postgres15Server | undefined;
let project: SupabaseProjectServer | undefined;
let postgrest: RunningPostgrest | undefined;
let server: OwnServer | undefined;
let databaseUrl = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgres15();
  databaseUrl = await postgres.createDatabase('supabase_visitor_e2e');
  project = await startSupabaseProjectServer(PROJECT_PORT);
  server = await startOwnServer({
    name: 'supabase',
    portOffset: 6,
    env: {
      DATABASE_URL: databaseUrl,
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: project.double.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: project.double.serviceRoleKey,
      SEED_LISTINGS: '1500',
      DEMO_FEED_MINUTES: '0.1',
      DEMO_FEED_SPEED: '2000',
      ADMIN_EMAIL: 'e2e.supabase@palmetto.example',
      ADMIN_PASSWORD: 'Gulf-Shore-2026',
      SMTP_URL: `smtp://e2e:e2e-smtp-password@127.0.0.1:${String(SMTP_PORT)}`,
      MAIL_FROM: 'Palmetto Realty Group <listings@palmetto.example>',
    },
  });
  // PostgREST reads the schema the server's migrations made at its start.
  postgrest = await startPostgrest({ databaseUrl, jwtSecret: project.double.config.jwtSecret });
  project.postgrestUrl = postgrest.url;
});

test.afterAll(async () => {
  await server?.stop();
  await postgrest?.stop();
  await project?.stop();
  await postgres?.stop();
});

test('a Supabase Auth visitor saves a home and an instant search, gets the alert, and never opens /admin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signUp = await page.request.post(`${ORIGIN}/api/account/sign-up`, { data: VISITOR });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const { visitor } = (await signUp.json()) as { visitor: { id: string } };
  expect(project?.double.state.users.get(visitor.id)?.appMetadata.role).toBe('visitor');

  const found = await page.request.get(`${ORIGIN}/api/listings/search`);
  const listingId = ((await found.json()) as { listings: { ListingId: string }[] }).listings[0]?.ListingId ?? '';
  const home = await page.request.put(`${ORIGIN}/api/account/saved-homes/${listingId}`);
  expect(home.status(), await home.text()).toBe(200);
  const saved = await page.request.post(`${ORIGIN}/api/account/saved-searches`, {
    data: { view: 'list', query: {}, name: 'Every home for sale', alertFrequency: 'instantly' },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  // The rows went through PostgREST with the visitor's token into the project database, under their GoTrue id.
  const rows = await queryRows<{ visitor_id: string }>(
    databaseUrl,
    'select visitor_id from saved_homes union all select visitor_id from saved_searches',
  );
  expect(rows.map((row) => row.visitor_id)).toEqual([visitor.id, visitor.id]);

  await expect
    .poll(async () => (await alertsReceived()).length, { timeout: 60_000, intervals: [1_000] })
    .toBeGreaterThan(0);

  for (const path of ['/api/admin/users', '/api/admin/agents', '/api/admin/audit-log'])
    expect((await page.request.get(`${ORIGIN}${path}`)).status()).toBe(401);
  await page.goto(`${ORIGIN}/admin`);
  await expect(page).not.toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
