import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsDestination, ConsentPurpose, ProductEvent } from '@app/domain';
import { memoryAttemptCounters } from '../../limits/memory-attempt-counters.ts';
import { createTestApp } from '../test-app.ts';
import { EVENTS_RATE_LIMIT } from './events.routes.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

function recording(name: string, purpose: ConsentPurpose) {
  const received: ProductEvent[] = [];
  const destination: AnalyticsDestination = {
    name,
    purpose,
    deliver: (events) => {
      received.push(...events);
      return Promise.resolve();
    },
  };
  return { destination, received };
}

function setup() {
  const ga4 = recording('ga4', 'analytics');
  const meta = recording('meta', 'advertising');
  const test = createTestApp({ analyticsDestinations: [ga4.destination, meta.destination] });
  const now = test.clock.now();
  const pageView = (location: string, navigation: 'load' | 'route' = 'route') => ({
    name: 'page_view',
    id: `pv-${location.replaceAll('/', '_')}`,
    at: now,
    page: { location, title: 'Palmetto Realty Group', referrer: '', template: location },
    navigation,
    params: {},
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    test.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
      body: JSON.stringify(body),
    });
  const counted = async () =>
    (await test.analytics.summarize({ from: '2000-01-01', to: '2100-12-31', topPaths: 50 })).topPaths;
  return { ga4, meta, post, pageView, counted, test };
}

const agreed = { analytics: true, advertising: true };

describe('POST /api/events', () => {
  it('counts a client-side navigation first-party without consent, and sends nothing to GA4 or Meta', async () => {
    const { ga4, meta, post, pageView, counted } = setup();

    const response = await post({ consent: { analytics: false, advertising: false }, events: [pageView('/search')] });

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1 });
    await vi.waitFor(async () => expect(await counted()).toEqual([{ path: '/search', views: 1 }]));
    expect(ga4.received).toEqual([]);
    expect(meta.received).toEqual([]);
  });

  it('forwards to GA4 with analytics consent and to Meta with advertising consent, not counting a first load twice', async () => {
    const { ga4, meta, post, pageView, counted } = setup();

    await post({ consent: agreed, clientId: '1747352000.123456', events: [pageView('/', 'load'), pageView('/about')] });

    await vi.waitFor(() => expect(meta.received).toHaveLength(2));
    expect(ga4.received.map((event) => event.page.location)).toEqual(['/', '/about']);
    expect(await counted()).toEqual([{ path: '/about', views: 1 }]);
  });

  it('treats Global Privacy Control as a no to advertising', async () => {
    const { ga4, meta, post, pageView } = setup();

    await post({ consent: agreed, clientId: '1747352000.123456', events: [pageView('/search')] }, { 'sec-gpc': '1' });

    await vi.waitFor(() => expect(ga4.received).toHaveLength(1));
    expect(meta.received).toEqual([]);
  });

  it('takes and drops the batches of bots and of requests without a browser', async () => {
    const { ga4, post, pageView, counted } = setup();

    const bot = await post(
      { consent: agreed, clientId: 'abcdefgh', events: [pageView('/')] },
      { 'user-agent': 'Googlebot/2.1' },
    );

    expect(await bot.json()).toEqual({ accepted: 0 });
    expect(ga4.received).toEqual([]);
    expect(await counted()).toEqual([]);
  });

  it('names every problem of an invalid batch with a 400, and forwards none of it', async () => {
    const { ga4, post, pageView } = setup();
    const bad = {
      consent: agreed,
      clientId: 'abcdefgh',
      events: [
        { ...pageView('/'), name: 'purchase' },
        { ...pageView('/'), params: { email: 'dana@example.com' } },
        { ...pageView('https://evil.example/') },
      ],
    };

    const response = await post(bad);

    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/events\.0\.name: must be one of page_view/);
    expect(error).toMatch(/events\.1\.params\.email: events never carry a person’s details/);
    expect(error).toMatch(/events\.2\.page\.location: must be a path of this site/);
    expect(ga4.received).toEqual([]);
  });

  it('asks for the client id once the visitor has agreed to anything', async () => {
    const { post, pageView } = setup();

    const response = await post({ consent: { analytics: true, advertising: false }, events: [pageView('/')] });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request: clientId: is required once the visitor has agreed',
    });
  });

  it('refuses an empty batch and one over 25 events', async () => {
    const { post, pageView } = setup();

    expect((await post({ consent: agreed, clientId: 'abcdefgh', events: [] })).status).toBe(400);
    const many = Array.from({ length: 26 }, (_, index) => pageView(`/p${String(index)}`));
    expect((await post({ consent: agreed, clientId: 'abcdefgh', events: many })).status).toBe(400);
  });

  it('answers 429 once an address has sent its allowance of batches in a minute', async () => {
    const { post, pageView } = setup();
    const batch = { consent: { analytics: false, advertising: false }, events: [pageView('/')] };

    for (let sent = 0; sent < EVENTS_RATE_LIMIT.points; sent += 1) expect((await post(batch)).status).toBe(202);

    expect((await post(batch)).status).toBe(429);
  });

  it("counts beacons in this process's memory, never in the shared counters (no database row per beacon)", async () => {
    const asked: string[] = [];
    const shared = memoryAttemptCounters();
    const test = createTestApp({
      attemptCounters: (rule) => {
        asked.push(rule.name);
        return shared(rule);
      },
    });
    const response = await test.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ consent: { analytics: false, advertising: false }, events: [setup().pageView('/')] }),
    });

    expect(response.status).toBe(202);
    expect(asked).not.toContain(EVENTS_RATE_LIMIT.name);
    expect(asked).toContain('contact');
  });
});
