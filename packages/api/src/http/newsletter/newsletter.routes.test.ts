import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createConfirmNewsletter,
  createMarketUpdates,
  createNewsletterSignUp,
  createNewsletterUnsubscribe,
  type MailMessage,
} from '@app/domain';
import { InMemoryNewsletterSubscribers } from '@app/testing';
import { createHttpApp } from '../app.ts';
import { createTestApp } from '../test-app.ts';
import type { NewsletterHttpDeps } from './newsletter-deps.ts';
import { NEWSLETTER_RATE_LIMIT } from './newsletter-sign-up.routes.ts';

function newsletterApp() {
  const { http } = createTestApp();
  const subscribers = new InMemoryNewsletterSubscribers();
  const sent: MailMessage[] = [];
  let n = 0;
  const deps = {
    subscribers,
    mailer: { send: async (mail: MailMessage) => void sent.push(mail) },
    clock: { now: () => Date.now() },
    siteUrl: 'https://www.palmetto.example',
    newToken: () => `t${String((n += 1)).padStart(40, '0')}`,
    hashToken: (token: string) => token.padEnd(64, 'h'),
    cities: async () => ['Naples', 'Estero'],
  };
  const updates = createMarketUpdates({ ...deps, marketActivity: async () => null, timeZone: 'America/New_York' });
  const newsletter: NewsletterHttpDeps = {
    signUp: createNewsletterSignUp(deps),
    confirm: createConfirmNewsletter(deps),
    unsubscribe: createNewsletterUnsubscribe(deps),
    cities: deps.cities,
    subscribers: () => subscribers.confirmed(),
    preview: async () => ({ subject: 's', html: '<p>h</p>', text: 'h' }),
    sendNow: updates.sendNow,
  };
  return { app: createHttpApp({ ...http, newsletter }), sent, subscribers };
}

type App = ReturnType<typeof newsletterApp>['app'];

function post(app: App, path: string, body?: unknown) {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return app.request(
    path,
    { method: 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    { incoming: { socket: { remoteAddress: '10.0.0.2' }, headers } },
  );
}

const valid = { email: 'ann@example.com', cities: ['Naples'], consent: true };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-02T16:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/newsletter', () => {
  it('keeps a pending sign-up and mails the link; a known address gets the same answer', async () => {
    const { app, sent, subscribers } = newsletterApp();
    const first = await post(app, '/api/newsletter', valid);
    const again = await post(app, '/api/newsletter', valid);
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(await again.json()).toEqual(await first.clone().json());
    expect(sent.map((mail) => mail.to)).toEqual(['ann@example.com', 'ann@example.com']);
    expect(subscribers.all().map((s) => s.status)).toEqual(['pending']);
  });

  it.each([
    ['not JSON', 'nope'],
    ['no body fields', {}],
    ['cities not a list', { ...valid, cities: 'Naples' }],
    ['consent a string', { ...valid, consent: 'yes' }],
    ['a huge address', { ...valid, email: `${'a'.repeat(600)}@x.com` }],
  ])('answers 400, never 5xx, for %s', async (_, body) => {
    const { app, sent } = newsletterApp();
    const response = await post(app, '/api/newsletter', body);
    expect(response.status).toBe(400);
    expect(sent).toEqual([]);
  });

  it('names each field the domain refuses', async () => {
    const { app } = newsletterApp();
    const response = await post(app, '/api/newsletter', { email: 'x', cities: ['Atlantis'], consent: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((issue) => issue.field)).toEqual(['email', 'cities', 'consent']);
  });

  it('refuses a filled honeypot and, past the limit, answers 429', async () => {
    const { app } = newsletterApp();
    expect((await post(app, '/api/newsletter', { ...valid, website: 'spam' })).status).toBe(400);
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.points; i += 1)
      expect((await post(app, '/api/newsletter', valid)).status).toBe(202);
    expect((await post(app, '/api/newsletter', valid)).status).toBe(429);
  });
});

describe('the confirmation and unsubscribe links', () => {
  it('GET only shows a button; POST confirms once; a bad or used token is a 400 page', async () => {
    const { app, sent, subscribers } = newsletterApp();
    await post(app, '/api/newsletter', valid);
    const link = new URL(sent[0]?.content?.action?.url ?? '');
    const path = `${link.pathname}${link.search}`;
    const page = await app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my subscription');
    expect(subscribers.all()[0]?.status).toBe('pending');
    const confirmed = await post(app, path);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are subscribed');
    expect((await post(app, path)).status).toBe(400);
    expect((await app.request('/api/newsletter/confirm?token=%3Cscript%3E')).status).toBe(400);
    expect((await post(app, '/api/newsletter/confirm')).status).toBe(400);
  });

  it('unsubscribes by POST to the link (RFC 8058), and a bad token is a 400 page', async () => {
    const { app, sent, subscribers } = newsletterApp();
    await post(app, '/api/newsletter', valid);
    const link = new URL(sent[0]?.content?.action?.url ?? '');
    await post(app, `${link.pathname}${link.search}`);
    const token = subscribers.all()[0]?.unsubscribeToken ?? '';
    expect((await app.request(`/api/newsletter/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await post(app, `/api/newsletter/unsubscribe?token=${token}`)).status).toBe(200);
    expect(subscribers.all()[0]?.status).toBe('unsubscribed');
    expect((await post(app, `/api/newsletter/unsubscribe?token=${'z'.repeat(40)}`)).status).toBe(400);
  });
});

describe('the admin newsletter API', () => {
  it('is not served at all without sign-in (no admin guard to put it behind)', async () => {
    const { app } = newsletterApp();
    expect((await app.request('/api/admin/newsletter/subscribers')).status).toBe(404);
  });
});
