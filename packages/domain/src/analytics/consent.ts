/** What a visitor agreed to: measuring visits (analytics) and advertising (remarketing, conversions). */
export interface Consent {
  readonly analytics: boolean;
  readonly advertising: boolean;
}

/** Nothing is agreed until the visitor says so. */
export const NO_CONSENT: Consent = { analytics: false, advertising: false };

/** A consent purpose: what a destination needs the visitor to have agreed to before it gets an event. */
export type ConsentPurpose = keyof Consent;

/** Google Consent Mode v2 signals, as gtag and the Measurement Protocol spell them. */
export interface ConsentModeSignals {
  readonly ad_storage: 'granted' | 'denied';
  readonly analytics_storage: 'granted' | 'denied';
  readonly ad_user_data: 'granted' | 'denied';
  readonly ad_personalization: 'granted' | 'denied';
}

/**
 * The consent that applies: the visitor's choice, except that Global Privacy Control (the `Sec-GPC: 1` header or
 * `navigator.globalPrivacyControl`) is a "no" to advertising whatever the banner said. It never grants anything.
 */
export function effectiveConsent(chosen: Consent, globalPrivacyControl: boolean): Consent {
  return { analytics: chosen.analytics, advertising: chosen.advertising && !globalPrivacyControl };
}

/** Consent Mode v2 signals for a consent: storage and user data follow their purpose. */
export function consentModeSignals(consent: Consent): ConsentModeSignals {
  const of = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    ad_storage: of(consent.advertising),
    analytics_storage: of(consent.analytics),
    ad_user_data: of(consent.advertising),
    ad_personalization: of(consent.advertising),
  };
}

/** Whether a purpose is agreed to; `none` (a first-party count without identifiers) always is. */
export function allows(consent: Consent, purpose: ConsentPurpose | 'none'): boolean {
  return purpose === 'none' || consent[purpose];
}

/** Which services outside the site this deployment sends events to (set by its configuration). */
export interface ThirdPartyDestinations {
  readonly googleAnalytics: boolean;
  readonly meta: boolean;
}

/**
 * The purposes a visitor is asked about: only those of a service that is set up. Analytics is Google Analytics;
 * advertising is Meta, and Google Ads through Google Analytics (GA4 carries the Consent Mode advertising signals).
 * With no service set up there is nothing to ask: the first-party count needs no agreement.
 */
export function offeredPurposes(destinations: ThirdPartyDestinations): readonly ConsentPurpose[] {
  return [
    ...(destinations.googleAnalytics ? (['analytics'] as const) : []),
    ...(destinations.googleAnalytics || destinations.meta ? (['advertising'] as const) : []),
  ];
}
