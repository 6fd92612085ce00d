import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AD_CLICK_IDS,
  ATTRIBUTION_MAX_LENGTH,
  attributionIssues,
  attributionOfVisit,
  LEAD_CHANNELS,
  leadChannel,
  type LeadAttribution,
} from './lead-attribution.ts';

const NONE: LeadAttribution = {
  source: null,
  medium: null,
  campaign: null,
  referrerHost: null,
  landingPath: '/',
  clickId: null,
};
/** A visit as the browser reads it (web's landing-attribution.ts does the same with the page's URL). */
function visitOf(landingUrl: string, referrer: string) {
  const url = new URL(landingUrl);
  let referrerHost: string | null = null;
  try {
    const from = new URL(referrer);
    referrerHost = from.protocol === 'https:' || from.protocol === 'http:' ? from.hostname : null;
  } catch {
    referrerHost = null;
  }
  return attributionOfVisit({
    host: url.hostname,
    path: url.pathname,
    param: (name) => url.searchParams.get(name),
    referrerHost,
  });
}
const visit = (landing: string, referrer = '') => visitOf(`https://palmetto.example${landing}`, referrer);

describe(attributionOfVisit, () => {
  it('reads the campaign tags in lower case, the first click id, the landing path and another site as referrer', () => {
    expect(
      visit('/search?city=Naples&utm_source=Google&utm_medium=CPC&utm_campaign=Naples%20Condos&gclid=abc', ''),
    ).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'naples condos',
      referrerHost: null,
      landingPath: '/search',
      clickId: 'gclid',
    });
    expect(visit('/properties/123', 'https://www.bing.com/search?q=naples').referrerHost).toBe('www.bing.com');
  });

  it('does not count the site itself as a referrer, in any case', () => {
    expect(visit('/', 'https://palmetto.example/about-us').referrerHost).toBeNull();
    expect(
      attributionOfVisit({ host: 'palmetto.example', path: '/', param: () => null, referrerHost: 'Palmetto.Example' })
        .referrerHost,
    ).toBeNull();
  });

  it('keeps blank tags as null and cuts long ones to the longest kept', () => {
    const long = 'x'.repeat(ATTRIBUTION_MAX_LENGTH + 50);
    const read = visit(`/?utm_source=%20%20&utm_campaign=${long}`);
    expect(read.source).toBeNull();
    expect(read.campaign).toHaveLength(ATTRIBUTION_MAX_LENGTH);
  });

  it('answers an attribution that always validates, whatever the address and referrer', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), fc.oneof(fc.webUrl(), fc.string()), (landing, referrer) => {
        expect(attributionIssues(visitOf(landing, referrer))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe(leadChannel, () => {
  const cases: [string, LeadAttribution | null, string][] = [
    ['a lead from before attribution was kept', null, 'unknown'],
    ['nothing at all', NONE, 'direct'],
    ['a Google Ads click', { ...NONE, clickId: 'gclid' }, 'paid-search'],
    ['a cpc medium from Bing', { ...NONE, source: 'bing', medium: 'cpc' }, 'paid-search'],
    ['a Meta ad click', { ...NONE, clickId: 'fbclid' }, 'paid-social'],
    ['a paid medium from Facebook', { ...NONE, source: 'facebook', medium: 'paid_social' }, 'paid-social'],
    ['the monthly newsletter', { ...NONE, source: 'newsletter', medium: 'email' }, 'email'],
    ['a Google result', { ...NONE, referrerHost: 'www.google.com' }, 'organic-search'],
    ['a DuckDuckGo result', { ...NONE, referrerHost: 'duckduckgo.com' }, 'organic-search'],
    ['a Facebook post', { ...NONE, referrerHost: 'm.facebook.com' }, 'social'],
    ['a tagged Instagram bio link', { ...NONE, source: 'instagram', medium: 'social' }, 'social'],
    ['a link on the chamber of commerce site', { ...NONE, referrerHost: 'napleschamber.org' }, 'referral'],
    ['a tagged partner link', { ...NONE, source: 'relocation-guide' }, 'referral'],
  ];
  it.each(cases)('%s', (_, attribution, channel) => expect(leadChannel(attribution)).toBe(channel));

  const attributionArbitrary: fc.Arbitrary<LeadAttribution> = fc.record({
    source: fc.option(fc.constantFrom('google', 'facebook', 'newsletter', 'partner', 'bing.com'), { nil: null }),
    medium: fc.option(fc.constantFrom('cpc', 'email', 'organic', 'social', 'referral', 'banner'), { nil: null }),
    campaign: fc.option(fc.string(), { nil: null }),
    referrerHost: fc.option(fc.domain(), { nil: null }),
    landingPath: fc.option(fc.constant('/'), { nil: null }),
    clickId: fc.option(fc.constantFrom(...AD_CLICK_IDS), { nil: null }),
  });

  it('puts every lead in exactly one known channel, never "unknown" once an attribution was sent', () => {
    fc.assert(
      fc.property(attributionArbitrary, (attribution) => {
        const channel = leadChannel(attribution);
        expect(LEAD_CHANNELS).toContain(channel);
        expect(channel).not.toBe('unknown');
      }),
    );
  });

  it('calls every ad click paid, and a visit with no tag, click or referrer direct', () => {
    fc.assert(
      fc.property(attributionArbitrary, (attribution) => {
        const channel = leadChannel(attribution);
        if (attribution.clickId !== null) expect(channel.startsWith('paid-')).toBe(true);
        if (attribution.clickId === null && attribution.source === null && attribution.medium === null)
          expect(channel === 'direct').toBe(attribution.referrerHost === null);
      }),
    );
  });

  it('does not depend on the campaign name or the landing page', () => {
    fc.assert(
      fc.property(
        attributionArbitrary,
        fc.string(),
        fc.constantFrom('/', '/search', null),
        (attribution, name, path) => {
          expect(leadChannel({ ...attribution, campaign: name, landingPath: path })).toBe(leadChannel(attribution));
        },
      ),
    );
  });
});

describe(attributionIssues, () => {
  it('names a text that is too long, a landing page off the site and an unknown click id', () => {
    expect(
      attributionIssues({
        ...NONE,
        campaign: 'x'.repeat(ATTRIBUTION_MAX_LENGTH + 1),
        landingPath: 'https://elsewhere.example/',
        clickId: 'dclid' as never,
      }).map((issue) => issue.field),
    ).toEqual(['attribution.campaign', 'attribution.landingPath', 'attribution.clickId']);
  });
});
