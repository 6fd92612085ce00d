import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Cookie, Locator, Page } from '@playwright/test';

/**
 * A client address of the test's own (10.x.y.z from its id), sent as X-Forwarded-For. The shared e2e server trusts
 * its loopback peer as a proxy (TRUST_PROXY in playwright.config.ts), so per-address limits (10 messages in 10
 * minutes, sign-ups, newsletter) count each test apart, as they would count visitors: the suite's outcome does not
 * depend on how many tests a fast machine fits into one window.
 */
function clientAddressOf(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

/** Playwright's `test`, each test's pages and `request` sending its own client address. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo.testId) });
  },
});
