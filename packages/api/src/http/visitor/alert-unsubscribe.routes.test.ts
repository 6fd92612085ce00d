import { describe, expect, it } from 'vitest';
import type { AlertSubscription } from '@app/domain';
import { alertUnsubscribeRoutes } from './alert-unsubscribe.routes.ts';

const GOOD = 'a'.repeat(32);

function routes() {
  const used: string[] = [];
  const subscription: AlertSubscription = { visitorId: 'v1', savedSearchIds: ['s1'], savedHomes: false };
  const app = alertUnsubscribeRoutes({
    unsubscribe: (token) => {
      used.push(token);
      return Promise.resolve(token === GOOD ? subscription : null);
    },
  });
  return { app, used };
}

describe('GET and POST /api/alerts/unsubscribe', () => {
  it('GET shows a confirmation page and changes nothing (a link scanner unsubscribes nobody)', async () => {
    const { app, used } = routes();
    const response = await app.request(`/api/alerts/unsubscribe?token=${GOOD}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Stop these alerts');
    expect(html).toContain(`<form method="post" action="/api/alerts/unsubscribe?token=${GOOD}">`);
    expect(used).toEqual([]);
  });

  it('POST (the page button or the RFC 8058 one-click) turns the alerts off', async () => {
    const { app, used } = routes();
    const response = await app.request(`/api/alerts/unsubscribe?token=${GOOD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    expect(used).toEqual([GOOD]);
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['a short token', '?token=abc'],
    ['a token with markup', `?token=${encodeURIComponent('<script>x</script>'.padEnd(40, 'a'))}`],
    ['a long token', `?token=${'a'.repeat(65)}`],
    ['two tokens', `?token=${GOOD}&token=${'b'.repeat(32)}x`],
  ])('answers 400 with a page for %s, and never asks the store', async (_name, query) => {
    for (const method of ['GET', 'POST']) {
      const { app, used } = routes();
      const response = await app.request(`/api/alerts/unsubscribe${query}`, { method });
      if (query.startsWith(`?token=${GOOD}&`)) expect(response.status).toBeLessThan(500);
      else {
        expect(response.status).toBe(400);
        expect(await response.text()).toContain('This link is not valid');
        expect(used).toEqual([]);
      }
    }
  });

  it('answers 400 for a well-formed but unknown token', async () => {
    const { app, used } = routes();
    const response = await app.request(`/api/alerts/unsubscribe?token=${'b'.repeat(40)}`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(used).toEqual(['b'.repeat(40)]);
  });
});
