import { describe, expect, it } from 'vitest';
import { isDataCall } from './page-weight.ts';

describe('isDataCall (what the bench counts against "0 data API calls after load")', () => {
  it('counts a GET of any API path, the map pins included', () => {
    expect(isDataCall({ method: 'GET', path: '/api/listings/pins?city=Naples' })).toBe(true);
    expect(isDataCall({ method: 'GET', path: '/api/footer/links' })).toBe(true);
  });

  it('does not count the page-view beacon posted to /api/events, with or without a query', () => {
    expect(isDataCall({ method: 'POST', path: '/api/events' })).toBe(false);
    expect(isDataCall({ method: 'POST', path: '/api/events?batch=1' })).toBe(false);
  });

  it('counts any other POST, and a GET of /api/events', () => {
    expect(isDataCall({ method: 'POST', path: '/api/contact' })).toBe(true);
    expect(isDataCall({ method: 'GET', path: '/api/events' })).toBe(true);
  });
});
