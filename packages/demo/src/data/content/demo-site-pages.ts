import type { SitePageFields } from '@app/domain';
import { DEMO_ABOUT_PAGES } from './demo-about-pages.ts';
import { DEMO_BROKER_PAGES } from './demo-broker-pages.ts';
import { DEMO_PRIVACY_POLICY } from './demo-privacy-policy.ts';

/** Every demo page: the about-us pages, the privacy policy and one page per broker. */
export const DEMO_SITE_PAGES: readonly SitePageFields[] = [
  ...DEMO_ABOUT_PAGES,
  DEMO_PRIVACY_POLICY,
  ...DEMO_BROKER_PAGES,
];
