import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventParamProblem, isForwardable, MAX_EVENT_AGE_MS, type ProductEvent } from './product-event.ts';

describe(eventParamProblem, () => {
  it.each([
    ['listing_id', 'NAP-24001'],
    ['value', 749_000],
    ['form_name', 'request-info'],
    ['search_term', 'Naples pool'],
    ['min_beds', 3],
  ])('accepts %s', (name, value) => {
    expect(eventParamProblem(name, value)).toBeNull();
  });

  it.each([
    ['Listing', 'x', /lower-case/],
    ['1st', 'x', /lower-case/],
    ['a'.repeat(41), 'x', /lower-case/],
    ['ga_session', 'x', /may not start/],
    ['google_x', 'x', /may not start/],
    ['email', 'dana@example.com', /person/],
    ['visitor_email', 'x', /person/],
    ['phone', '239-555-0100', /person/],
    ['first_name', 'Dana', /person/],
    ['message', 'Hello', /person/],
    ['value', Number.NaN, /finite/],
    ['value', Number.POSITIVE_INFINITY, /finite/],
    ['city', 'x'.repeat(101), /at most 100/],
  ])('refuses %s', (name, value, problem) => {
    expect(eventParamProblem(name, value)).toMatch(problem);
  });

  it('refuses every name that carries an e-mail or phone word, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
        fc.constantFrom('email', 'phone', 'address', 'message'),
        fc.stringMatching(/^[a-z0-9]{0,8}$/),
        (before, word, after) => {
          const name = [before, word, after].filter((part) => part !== '').join('_');
          expect(eventParamProblem(name, 'x')).not.toBeNull();
        },
      ),
    );
  });
});

describe(isForwardable, () => {
  const event = (at: number): ProductEvent => ({
    name: 'page_view',
    id: 'e1',
    at,
    page: { location: '/', title: 'Home', referrer: '', template: '/' },
    params: {},
  });

  it('forwards events up to 72 hours old and at most a minute ahead of the server clock', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(isForwardable(event(now), now)).toBe(true);
    expect(isForwardable(event(now - MAX_EVENT_AGE_MS), now)).toBe(true);
    expect(isForwardable(event(now - MAX_EVENT_AGE_MS - 1), now)).toBe(false);
    expect(isForwardable(event(now + 60_000), now)).toBe(true);
    expect(isForwardable(event(now + 60_001), now)).toBe(false);
  });
});
