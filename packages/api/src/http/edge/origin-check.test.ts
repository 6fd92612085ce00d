import { describe, expect, it } from 'vitest';
import { as, createAdminTestApp } from '../admin/admin-test-kit.ts';
import { TEST_SITE_URL } from '../test-app.ts';
import { CROSS_SITE_REFUSED, isSameSiteRequest } from './origin-check.ts';

const CONTACT = {
  topic: 'general',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  message: 'Could we see it Saturday morning?',
  consent: true,
};

/** A JSON request with extra headers (Origin, Sec-Fetch-Site) and optionally the admin's session. */
function jsonWith(method: string, body: unknown, headers: Record<string, string>, admin = false): RequestInit {
  const base = { 'content-type': 'application/json', ...headers };
  return { method, headers: admin ? as('admin', base) : base, body: JSON.stringify(body) };
}

describe(isSameSiteRequest, () => {
  const own = 'https://www.palmettorealtygroup.com';
  const judge = (origin?: string, secFetchSite?: string) => isSameSiteRequest({ origin, secFetchSite }, own);

  it("lets on the site's own origin, same-origin and typed requests, and clients that are no browser", () => {
    expect([judge(own), judge('HTTPS://WWW.PalmettoRealtyGroup.com'), judge(undefined, 'same-origin')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([judge(undefined, 'none'), judge(undefined, undefined)]).toEqual([true, true]);
  });

  it('refuses another origin (another port or subdomain included), Origin null, and cross-site or same-site fetches', () => {
    expect(
      [
        judge('https://evil.example'),
        judge('https://www.palmettorealtygroup.com:8443'),
        judge('http://www.palmettorealtygroup.com'),
        judge('https://admin.palmettorealtygroup.com'),
        judge('null'),
        judge(undefined, 'cross-site'),
        judge(undefined, 'same-site'),
        judge('https://evil.example', 'same-origin'),
      ].every((allowed) => !allowed),
    ).toBe(true);
  });
});

describe('the origin check on state-changing requests', () => {
  it("refuses a contact post another site's page sent, with 403 and a clear message, and stores nothing", async () => {
    const { app, contactInbox } = createAdminTestApp();
    const refusedHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:5173' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refusedHeaders) {
      const response = await app.request('/api/contact', jsonWith('POST', CONTACT, headers));
      expect({ headers, status: response.status, body: await response.json() }).toEqual({
        headers,
        status: 403,
        body: { error: CROSS_SITE_REFUSED },
      });
    }
    expect(contactInbox.all()).toEqual([]);
  });

  it("refuses the signed-in admin's writes from another origin on every method, before the admin guard", async () => {
    const { app, footerLinks } = createAdminTestApp();
    const link = { link_text: 'Search', link_url: '/search' };
    const evil = { origin: 'http://localhost:8080' };
    const someId = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      app.request('/api/admin/footer-links', jsonWith('POST', link, evil, true)),
      app.request(`/api/admin/footer-links/${someId}`, jsonWith('PUT', link, evil, true)),
      app.request(`/api/admin/contacts/${someId}`, jsonWith('PATCH', { status: 'read' }, evil, true)),
      app.request(`/api/admin/footer-links/${someId}`, { method: 'DELETE', headers: as('admin', evil) }),
      app.request('/api/admin/footer-links', jsonWith('POST', link, evil)),
    ]);
    expect(answers.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    expect(footerLinks.all()).toEqual([]);
  });

  it('lets through same-origin writes, clients without Origin or Sec-Fetch-Site, and reads from anywhere', async () => {
    const { app, contactInbox } = createAdminTestApp();
    const sameOrigin = await app.request('/api/contact', jsonWith('POST', CONTACT, { origin: 'http://localhost' }));
    const fetchMetadata = await app.request(
      '/api/contact',
      jsonWith('POST', CONTACT, { 'sec-fetch-site': 'same-origin' }),
    );
    const curl = await app.request('/api/contact', jsonWith('POST', CONTACT, {}));
    const read = await app.request('/api/footer/links', { headers: { origin: 'https://evil.example' } });
    expect([sameOrigin.status, fetchMetadata.status, curl.status, read.status]).toEqual([201, 201, 201, 200]);
    expect(contactInbox.all()).toHaveLength(3);
  });

  it("judges by SITE_URL's origin when it is set, not by the Host the request names", async () => {
    const { app } = createAdminTestApp({ siteOrigin: TEST_SITE_URL });
    const fromSite = await app.request('/api/contact', jsonWith('POST', CONTACT, { origin: TEST_SITE_URL }));
    const fromHost = await app.request('/api/contact', jsonWith('POST', CONTACT, { origin: 'http://localhost' }));
    expect([fromSite.status, fromHost.status]).toEqual([201, 403]);
  });
});
