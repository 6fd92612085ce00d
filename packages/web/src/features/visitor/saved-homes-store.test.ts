import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasVisitorMark } from './visitor-mark.ts';

describe('the visitor mark', () => {
  it('is the palmetto-visitor=1 cookie and nothing like it', () => {
    expect(hasVisitorMark('consent=v1; palmetto-visitor=1')).toBe(true);
    expect(hasVisitorMark('palmetto-visitor=1')).toBe(true);
    expect(hasVisitorMark('')).toBe(false);
    expect(hasVisitorMark('palmetto-visitor=')).toBe(false);
    expect(hasVisitorMark('palmetto-visitor-session=1; x-palmetto-visitor=1')).toBe(false);
  });
});

describe('the hearts store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.cookie = 'palmetto-visitor=; max-age=0; path=/';
  });

  it('asks the server nothing for an anonymous visitor', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const store = await import('./saved-homes-store.ts');
    await store.loadSavedHomes();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the saved ids once when the mark is there, and toggles a home with PUT then DELETE', async () => {
    document.cookie = 'palmetto-visitor=1; path=/';
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${path}`);
        return new Response(JSON.stringify({ ids: ['A'] }), { status: 200 });
      }),
    );
    const sent: string[] = [];
    const analytics = await import('../analytics/browser-analytics.ts');
    const { createConsentStore } = await import('../analytics/consent-store.ts');
    analytics.registerBrowserAnalytics(
      createConsentStore({
        cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
        globalPrivacyControl: false,
        newClientId: () => 'client-0001',
      }),
      { send: (name: string, params: object) => void sent.push(`${name} ${JSON.stringify(params)}`) } as never,
    );
    const store = await import('./saved-homes-store.ts');
    await Promise.all([store.loadSavedHomes(), store.loadSavedHomes()]);
    await store.toggleSavedHome('B');
    await store.toggleSavedHome('A');
    expect(calls).toEqual([
      'GET /api/account/saved-homes/ids',
      'PUT /api/account/saved-homes/B',
      'DELETE /api/account/saved-homes/A',
    ]);
    // Saving is a favourite for analytics (GA4's add_to_wishlist); removing one is not an event.
    expect(sent).toEqual(['add_to_wishlist {"listing_id":"B"}']);
  });
});
