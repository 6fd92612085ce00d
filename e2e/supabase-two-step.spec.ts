import { expect, test, type Browser, type Page } from './test.ts';
import { startPostgres15, type Postgres15Server } from '../packages/testing/src/harness/postgres15.ts';
import { startPostgrest, type RunningPostgrest } from '../packages/testing/src/harness/postgrest.ts';
import {
  startSupabaseProjectServer,
  type SupabaseProjectServer,
} from '../packages/adapters-supabase/test-support/gotrue-double/index.ts';
import { authenticatorApp } from './authenticator-app.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

/**
 * Two-step sign-in in Supabase mode (issue 17 §8, ADR 0039): a server of its own with SUPABASE_URL on a Supabase
 * project double (the GoTrue double over HTTP, whose factor endpoints check the codes, and a real PostgREST over
 * Postgres 15). The first admin turns two-step sign-in on from My account, signs out, and the next sign-in asks for
 * the code before the admin area opens; then it is turned off with a current code.
 */
const ORIGIN = ownServerOrigin(8);
const PROJECT_PORT = Number(new URL(ownServerOrigin(9)).port);
const ADMIN = { email: 'e2e.supabase.two.step@palmetto.example', password: 'Gulf-Shore-2026' } as const;

let postgres: Postgres15Server | undefined;
let project: SupabaseProjectServer | undefined;
let postgrest: RunningPostgrest | undefined;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgres15();
  const databaseUrl = await postgres.createDatabase('supabase_two_step_e2e');
  project = await startSupabaseProjectServer(PROJECT_PORT);
  server = await startOwnServer({
    name: 'supabase-two-step',
    portOffset: 8,
    env: {
      DATABASE_URL: databaseUrl,
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: project.double.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: project.double.serviceRoleKey,
      SEED_LISTINGS: '200',
      DEMO_FEED_MINUTES: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
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

async function fillSignIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await page.goto('/admin-console-login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

test('two-step sign-in with Supabase Auth: set up on My account, then sign-in asks for the code', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await fillSignIn(browser);
  await expect(owner).toHaveURL(/\/admin$/);
  await owner.goto('/admin/account');
  await owner.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(owner.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await owner.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticatorApp(secret);
  const turnOn = owner.getByRole('form', { name: 'Turn on two-step sign-in' });
  await turnOn.getByLabel('Code from your app').fill(await app.nextCode());
  await turnOn.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Two-step sign-in is on' })).toBeVisible();
  const factor = [...(project?.double.state.users.values() ?? [])].flatMap((user) => user.factors)[0];
  expect(factor?.status).toBe('verified');
  await expectNoAxeViolations(owner);
  await owner.getByRole('button', { name: 'Sign out' }).click();
  await expect(owner).toHaveURL(/\/admin-console-login/);

  const again = await fillSignIn(browser);
  await expect(again.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect((await again.request.get('/api/admin/footer-links')).status()).toBe(401);
  await expectNoAxeViolations(again);
  await again.getByLabel('Authentication code').fill(app.wrongCode());
  await again.getByRole('button', { name: 'Verify code' }).click();
  await expect(again.getByRole('alert')).toContainText('That code is not right or was already used.');
  await again.getByLabel('Authentication code').fill(await app.nextCode());
  await again.getByRole('button', { name: 'Verify code' }).click();
  await expect(again).toHaveURL(/\/admin$/);
  expect((await again.request.get('/api/admin/footer-links')).status()).toBe(200);

  await again.goto('/admin/account');
  const turnOff = again.getByRole('form', { name: 'Turn off two-step sign-in' });
  await turnOff.getByLabel('Current code').fill(app.usedCode());
  await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(turnOff).toContainText('That code is not right or was already used.');
  await turnOff.getByLabel('Current code').fill(await app.nextCode());
  await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(again.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
  // The session the code renewed goes on, and a password alone opens the admin area again.
  expect((await again.request.get('/api/admin/footer-links')).status()).toBe(200);
  const passwordOnly = await fillSignIn(browser);
  await expect(passwordOnly).toHaveURL(/\/admin$/);
});
