import AxeBuilder from '@axe-core/playwright';
import { expect, type Cookie, type Page } from '@playwright/test';

/** Every public route of the spec with a sample for each path parameter. */
export const PUBLIC_ROUTES = [
  '/',
  '/search',
  '/search/map',
  '/about',
  '/about/testimonials',
  '/about/our-brokerage',
  '/about/areas-of-service',
  '/about/our-sales-results',
  '/about/meet-our-agents',
  '/about/meet-our-agents/amelia-delgado',
  '/communities',
  '/communities/pelican-bay',
  '/properties/closed',
  '/properties/latest',
  '/properties/latest-price-changes',
  '/properties/latest-pending-listings',
  '/featured-properties',
  '/featured-properties/open-houses',
  '/resources',
  '/resources/local-history',
  '/resources/owners-sellers',
  '/resources/buyer-resources',
  '/resources/market-activity',
  '/resources/palmetto-articles',
  '/resources/events-and-fun-facts',
  '/resources/local-history/calusa-mound-key-key-marco-cat',
  '/contact-us',
  '/privacy-policy',
  '/monthly-cost-method',
  '/not-authorized',
  '/reset-password',
  '/admin-console-login',
];

/** Every admin route of the spec. */
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/seo-aeo',
  '/admin/agents',
  '/admin/banners',
  '/admin/image-library',
  '/admin/about-us',
  '/admin/about-us/testimonials',
  '/admin/about-us/our-brokerage',
  '/admin/about-us/sales-results',
  '/admin/about-us/areas-of-service',
  '/admin/about-us/broker-amelia-delgado',
  '/admin/articles',
  '/admin/contacts',
  '/admin/communities',
  '/admin/footer-links',
  '/admin/redirects',
  '/admin/trash',
  '/admin/activity',
  '/admin/lead-routing',
  '/admin/monthly-cost',
  '/admin/dashboard/market-activity',
  '/admin/docs/help',
  ...[
    'managing-agents',
    'managing-banners',
    'managing-articles',
    'image-library-guide',
    'managing-communities',
    'search-url-filtering',
    'market-activity-metrics',
    'market-activity-dashboard',
    'reviewing-contact-submissions',
    'history-trash-and-activity',
    'lists-bulk-actions-and-order',
  ].map((slug) => `/admin/docs/help/${slug}`),
  '/admin/docs/test-cases',
  ...[
    'open-houses-tests',
    'articles-index-tests',
    'property-detail-tests',
    'property-search-tests',
    'community-detail-tests',
    'communities-admin-tests',
    'communities-index-tests',
    'property-map-search-tests',
    'featured-property-detail-tests',
  ].map((slug) => `/admin/docs/test-cases/${slug}`),
];

/** Fails the test with the list of WCAG 2.1 AA violations axe finds on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A drawer or modal still fading in has its text at part opacity, which axe reads as low contrast: wait until
  // every finite animation and transition on the page has run (spinners and other endless ones are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Every part of the page drawn, as the visitor sees each when they reach it: axe reads colours from what is on the
  // screen, and a part not drawn yet (content-visibility, ui/deferred-render.ts) gives it false contrast failures
  // (axe-core issue 2768).
  await page.evaluate(() => document.documentElement.removeAttribute('data-deferred-render'));
  // A page of one frame (all but the admin's previews) is checked in the page itself (axe's legacy mode): 1.0-1.9 s a
  // check here, where axe's own way, which merges the frames' results in a blank page it opens, takes 2.0-3.9 s. A page
  // with frames keeps axe's own way: it checks each frame as a document of its own (a preview of a public page has its
  // own banner), where the legacy mode counts the preview's banner as a second banner of the admin page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Waits until the page is hydrated (the client entry ran). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Opens an admin page and waits until it is hydrated and shows its heading. */
export async function openAdmin(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Searches an admin list (its search box labelled `label`) and waits until it shows what was found: the search is sent
 * 250 ms after the typing and the old rows stay on screen, marked "(updating…)", until the new ones come, so a row
 * clicked before that may be one the search is about to remove.
 */
export async function searchAdminList(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
  await expect(page.getByText(/\(updating…\)$/)).toHaveCount(0);
}

/** The first admin account the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { email: 'e2e.admin@palmetto.example', password: 'Gulf-Shore-2026' } as const;

/** The session cookie the server signs a browser in with (in one or more chunks: `sb-palmetto-auth-token`, `….0`). */
const SESSION_COOKIE_NAME = /^sb-palmetto-auth-token/;
const isSessionCookie = (cookie: Cookie) => SESSION_COOKIE_NAME.test(cookie.name);

/**
 * The e2e admin's session in this worker, kept from its first sign-in: a sign-in costs the server about a second of
 * scrypt (N = 2^17) on a two-core machine, and about a hundred tests sign in as this admin.
 */
let adminSession: Cookie[] = [];

/**
 * Signs the page's browser context in as the e2e admin (the session cookie is shared with the page). The worker's kept
 * session is used when the server still takes it (a test may have signed it out); else the admin signs in again.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const context = page.context();
  if (adminSession.length > 0) {
    await context.addCookies(adminSession);
    const session = await page.request.get('/api/auth/session');
    const answer = session.ok() ? ((await session.json()) as { user: { email: string } | null }) : null;
    if (answer?.user?.email === E2E_ADMIN.email) {
      // The check may have refreshed the session (a new cookie); keep what the browser holds now.
      adminSession = (await context.cookies()).filter(isSessionCookie);
      return;
    }
    await context.clearCookies({ name: SESSION_COOKIE_NAME });
  }
  const response = await page.request.post('/api/auth/sign-in', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  adminSession = (await context.cookies()).filter(isSessionCookie);
}
