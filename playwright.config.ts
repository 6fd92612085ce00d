import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The GA4 double (e2e/ga4-collector-server.ts) the site forwards analytics events to. */
export const GA4_COLLECTOR_PORT = Number(process.env.E2E_GA4_PORT ?? PORT + 1);
/** The Meta dataset the e2e site sends its Conversions API events to, and the token the double accepts. */
const META_DOUBLE = { META_PIXEL_ID: '4242424242', META_CAPI_TOKEN: 'e2e-conversions-api-token' };
/** The test SMTP server (e2e/smtp-test-server.ts) the site delivers mail to, and where its received mail is read. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 2);
export const SMTP_RECEIVED_PORT = Number(process.env.E2E_SMTP_RECEIVED_PORT ?? PORT + 3);
// With E2E_WEB_SNAPSHOT set, the server serves a copy of the web build taken at start, so a
// rebuild during the run (another engineer's, in a shared checkout) cannot pull files from under it.
// The copy sits inside packages/web so its server files still resolve the web app's dependencies.
const WEB_SNAPSHOT = process.env.E2E_WEB_SNAPSHOT === undefined ? null : `packages/web/.snapshots/${PORT}`;
const SERVE =
  WEB_SNAPSHOT === null
    ? ''
    : `rm -rf ${WEB_SNAPSHOT} && mkdir -p packages/web/.snapshots && cp -r packages/web/dist ${WEB_SNAPSHOT} && WEB_DIST_DIR=${WEB_SNAPSHOT} `;

/**
 * End-to-end tests drive the built site in Debian's chromium (never a downloaded browser).
 * The server starts on a fresh embedded database, so first-start migration and seeding are
 * exercised on every run.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // What the user sees may take longer than Playwright's default 5 s on a busy two-core CI machine (the server, the
  // browser and the test share it); a passing wait ends as soon as the page shows it, so this slows no passing test.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every visitor has already refused analytics and advertising, so the consent banner covers nothing the specs
    // click; e2e/analytics-consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'consent',
          value: 'v1.a0.d0',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // A failed test keeps its trace (each action's DOM before and after, the log, the network) without the film strip:
    // the screencast's frames cost the browser more than a tenth of the suite's time (ADR 0058).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Less motion, as some visitors ask: dialogs and drawers open at once (the theme's respectReducedMotion), so no
    // click lands on one while it is still fading in. A CI run and a local run failed on such a click: Playwright
    // counted the dialog visible and stable during its enter transition, and its Delete went unheard (ADR 0055).
    // e2e/reduced-motion.phone.spec.ts checks both settings.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's chromium-headless-shell: the same Chromium build as /usr/bin/chromium without the browser's window
      // layer, the shell Playwright itself runs headless tests in. The specs took about a third less time in it than
      // in `chromium --headless` (ADR 0058). `pnpm bench` (Lighthouse) keeps the full browser.
      executablePath: process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /\.phone\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `node e2e/ga4-collector-server.ts ${String(GA4_COLLECTOR_PORT)}`,
      env: META_DOUBLE,
      url: `http://127.0.0.1:${String(GA4_COLLECTOR_PORT)}/received`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `node e2e/smtp-test-server.ts ${String(SMTP_PORT)} ${String(SMTP_RECEIVED_PORT)}`,
      url: `http://127.0.0.1:${String(SMTP_RECEIVED_PORT)}/received`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${DATA_DIR} && ${SERVE}node packages/api/dist/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        ADMIN_EMAIL: 'e2e.admin@palmetto.example',
        ADMIN_PASSWORD: 'Gulf-Shore-2026',
        // Still listing data for the shared server: a batch of the live feed in the middle of a spec would change what
        // it compares (the feed and alerts specs run servers of their own with a fast feed).
        DEMO_FEED_MINUTES: '0',
        // Each test names its own client address (e2e/test.ts): the loopback peer, the runner, is trusted as a proxy.
        TRUST_PROXY: '127.0.0.1',
        GA_MEASUREMENT_ID: 'G-E2ETEST01',
        GA_API_SECRET: 'e2e-measurement-protocol-secret',
        GA_COLLECT_URL: `http://127.0.0.1:${String(GA4_COLLECTOR_PORT)}/mp/collect`,
        ...META_DOUBLE,
        META_CAPI_URL: `http://127.0.0.1:${String(GA4_COLLECTOR_PORT)}/v21.0`,
        SMTP_URL: `smtp://e2e:e2e-smtp-password@127.0.0.1:${String(SMTP_PORT)}`,
        MAIL_FROM: 'Palmetto Realty Group <listings@palmetto.example>',
      },
    },
  ],
});
