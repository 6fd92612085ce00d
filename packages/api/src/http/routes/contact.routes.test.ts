import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RATE_LIMIT, CONTACT_LOOKS_AUTOMATED, CONTACT_RATE_LIMITED } from './contact.routes.ts';
import { createTestApp } from '../test-app.ts';

const valid = {
  topic: 'showing-request',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(239) 555-0199',
  message: 'Could we see it Saturday morning?',
  listingId: '226000001',
  preferredTime: 'Saturday 10 am',
  consent: true,
  sourcePath: '/properties/226000001',
};

function post(app: ReturnType<typeof createTestApp>['app'], body: unknown, extra: Record<string, string> = {}) {
  const headers = { 'content-type': 'application/json', ...extra };
  return app.request(
    '/api/contact',
    { method: 'POST', headers, body: JSON.stringify(body) },
    // As @hono/node-server hands it over: the socket's peer (the proxy in front of the server, when there is one).
    { incoming: { socket: { remoteAddress: '10.0.0.2' }, headers } },
  );
}

// The limits count windows with rate-limiter-flexible, which reads Date.now().
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/contact', () => {
  it('stores the submission before answering 201', async () => {
    const { app, contactInbox } = createTestApp();
    const response = await post(app, valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; status: string };
    expect(body.status).toBe('new');
    expect(contactInbox.all().map((submission) => submission.id)).toEqual([body.id]);
  });

  it('keeps where the visit came from with the lead, and its source group', async () => {
    const { app, contactInbox } = createTestApp();
    const attribution = {
      source: 'facebook',
      medium: 'paid_social',
      campaign: 'open house weekend',
      referrerHost: 'm.facebook.com',
      landingPath: '/open-houses',
      clickId: 'fbclid',
    };
    expect((await post(app, { ...valid, attribution })).status).toBe(201);
    expect(contactInbox.all()).toMatchObject([{ attribution, channel: 'paid-social' }]);
  });

  it('refuses an attribution with an unknown click id or a landing page off the site, naming it, and stores nothing', async () => {
    const { app, contactInbox } = createTestApp();
    const attribution = {
      source: null,
      medium: null,
      campaign: 'x'.repeat(201),
      referrerHost: null,
      landingPath: 'https://elsewhere.example/',
      clickId: null,
    };
    const response = await post(app, { ...valid, attribution });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((issue) => issue.field)).toEqual(['attribution.campaign', 'attribution.landingPath']);
    expect((await post(app, { ...valid, attribution: { ...attribution, clickId: 'dclid' } })).status).toBe(400);
    expect(contactInbox.all()).toEqual([]);
  });

  it('names every invalid field', async () => {
    const { app, contactInbox } = createTestApp();
    const response = await post(app, { ...valid, name: ' ', email: 'nope', consent: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((issue) => issue.field).sort()).toEqual(['consent', 'email', 'name']);
    expect(contactInbox.all()).toEqual([]);
  });

  it('rejects a body of the wrong shape with a 400', async () => {
    const { app } = createTestApp();
    const response = await post(app, { ...valid, topic: 'spam' });
    expect(response.status).toBe(400);
  });

  it('refuses what the honeypot caught and stores nothing', async () => {
    const { app, contactInbox } = createTestApp();
    const response = await post(app, { ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(CONTACT_LOOKS_AUTOMATED);
    expect(contactInbox.all()).toEqual([]);
  });

  it('limits how many messages one address sends in a window', async () => {
    const { app } = createTestApp();
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points; sent += 1) expect((await post(app, valid)).status).toBe(201);
    const limited = await post(app, valid);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toBe(CONTACT_RATE_LIMITED);
    vi.setSystemTime(Date.now() + CONTACT_RATE_LIMIT.windowMs);
    expect((await post(app, valid)).status).toBe(201);
  });

  it('counts only accepted messages: invalid and unstored ones leave the sender’s allowance whole', async () => {
    const { app, contactInbox } = createTestApp();
    for (let refused = 0; refused < 2 * CONTACT_RATE_LIMIT.points; refused += 1)
      expect((await post(app, { ...valid, name: ' ', email: 'nope' })).status).toBe(400);
    contactInbox.failNextWith(new Error('database down'));
    expect((await post(app, valid)).status).toBe(503);
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points; sent += 1) expect((await post(app, valid)).status).toBe(201);
    expect((await post(app, valid)).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a visitor cannot escape the limit by forging it', async () => {
    const { app } = createTestApp();
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points; sent += 1)
      expect((await post(app, valid, { 'x-forwarded-for': `198.51.100.${sent}` })).status).toBe(201);
    expect((await post(app, valid, { 'x-forwarded-for': '198.51.100.200' })).status).toBe(429);
  });

  it('limits each visitor behind a trusted proxy apart, by the address the proxy added', async () => {
    const { app } = createTestApp({ proxyTrust: { kind: 'hops', hops: 1 } });
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points; sent += 1)
      expect((await post(app, valid, { 'x-forwarded-for': '203.0.113.5, 198.51.100.7' })).status).toBe(201);
    expect((await post(app, valid, { 'x-forwarded-for': '203.0.113.99, 198.51.100.7' })).status).toBe(429);
    expect((await post(app, valid, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(201);
  });

  it('answers 503 and never claims success when the inbox fails', async () => {
    const { app, contactInbox } = createTestApp();
    contactInbox.failNextWith(new Error('database down'));
    const response = await post(app, valid);
    expect(response.status).toBe(503);
  });
});
