import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allows, consentModeSignals, effectiveConsent, NO_CONSENT, offeredPurposes } from './consent.ts';

const consentArbitrary = fc.record({ analytics: fc.boolean(), advertising: fc.boolean() });

describe(effectiveConsent, () => {
  it('keeps the choice without Global Privacy Control, and turns advertising off with it', () => {
    expect(effectiveConsent({ analytics: true, advertising: true }, false)).toEqual({
      analytics: true,
      advertising: true,
    });
    expect(effectiveConsent({ analytics: true, advertising: true }, true)).toEqual({
      analytics: true,
      advertising: false,
    });
  });

  it('never grants what the visitor did not choose, and never grants advertising under GPC', () => {
    fc.assert(
      fc.property(consentArbitrary, fc.boolean(), (chosen, gpc) => {
        const effective = effectiveConsent(chosen, gpc);
        expect(!effective.analytics || chosen.analytics).toBe(true);
        expect(!effective.advertising || (chosen.advertising && !gpc)).toBe(true);
        expect(effective.analytics).toBe(chosen.analytics);
      }),
    );
  });
});

describe(consentModeSignals, () => {
  it('denies everything before consent', () => {
    expect(consentModeSignals(NO_CONSENT)).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('grants analytics storage with analytics, and the three advertising signals only with advertising', () => {
    fc.assert(
      fc.property(consentArbitrary, (consent) => {
        const signals = consentModeSignals(consent);
        expect(signals.analytics_storage === 'granted').toBe(consent.analytics);
        for (const signal of [signals.ad_storage, signals.ad_user_data, signals.ad_personalization])
          expect(signal === 'granted').toBe(consent.advertising);
      }),
    );
  });
});

describe(allows, () => {
  it('allows a first-party count always, and a purpose only when it is agreed to', () => {
    expect(allows(NO_CONSENT, 'none')).toBe(true);
    expect(allows(NO_CONSENT, 'analytics')).toBe(false);
    expect(allows({ analytics: true, advertising: false }, 'analytics')).toBe(true);
    expect(allows({ analytics: true, advertising: false }, 'advertising')).toBe(false);
  });
});

describe(offeredPurposes, () => {
  it('asks nothing with no service set up, about advertising for Meta alone, about both with Google Analytics', () => {
    expect(offeredPurposes({ googleAnalytics: false, meta: false })).toEqual([]);
    expect(offeredPurposes({ googleAnalytics: false, meta: true })).toEqual(['advertising']);
    expect(offeredPurposes({ googleAnalytics: true, meta: false })).toEqual(['analytics', 'advertising']);
    expect(offeredPurposes({ googleAnalytics: true, meta: true })).toEqual(['analytics', 'advertising']);
  });

  it('offers analytics if and only if Google Analytics is set up, and advertising if and only if any service is', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (googleAnalytics, meta) => {
        const offered = offeredPurposes({ googleAnalytics, meta });
        expect(offered.includes('analytics')).toBe(googleAnalytics);
        expect(offered.includes('advertising')).toBe(googleAnalytics || meta);
      }),
    );
  });
});
