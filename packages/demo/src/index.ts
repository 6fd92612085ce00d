// The demo data (seeded into a fresh database) and the pictures the server draws for it.
export {
  generateDemoListings,
  DEFAULT_DEMO_SEED,
  DEFAULT_REFERENCE_DATE,
  type DemoListingOptions,
} from './data/generate-demo-listings.ts';
export {
  generateDemoOpenHouses,
  DEMO_OPEN_HOUSE_DAYS,
  DEMO_OPEN_HOUSE_SHARE,
  type DemoOpenHouseListing,
  type DemoOpenHouseOptions,
} from './data/demo-open-houses.ts';
export { demoListingKey } from './data/demo-listing.ts';
export { CITIES, type City, type BoundingBox } from './data/cities.ts';
export { SUBDIVISIONS } from './data/subdivisions.ts';
export type { Subdivision, CommunityProfile } from './data/subdivision.ts';
export { OFFICES, AGENTS, FEATURED_OFFICE, type Office, type Agent } from './data/offices-and-agents.ts';
export { MEDIA_SCENES, MEDIA_VARIANTS, CONTENT_SCENES, type MediaScene } from './data/media.ts';
export {
  PORTRAIT_BACKDROPS,
  PORTRAIT_HAIR_COLOURS,
  PORTRAIT_HAIR_STYLES,
  PORTRAIT_OUTFITS,
  PORTRAIT_SKIN_TONES,
  demoPictureRandom,
  describePortrait,
  drawPortraitTraits,
  portraitTraits,
  portraitVariantWith,
  type PortraitTraits,
  type PortraitHairStyle,
  type PortraitHairColour,
  type PortraitOutfit,
  type PortraitBackdrop,
} from './data/portrait.ts';
export { DEMO_FOOTER_LINKS } from './data/demo-footer-links.ts';
export { DEMO_SITE_SETTINGS } from './data/demo-site-settings.ts';
export { DEMO_SEO_SETTINGS } from './data/demo-seo-settings.ts';
export { createRandom, hashString, type Random } from './data/prng.ts';
export { DEMO_CONTENT, type DemoContent } from './data/content/demo-content.ts';
export { demoContentPictures, drawDemoPicture } from './data/content/demo-content-pictures.ts';
export type { DemoArticle } from './data/content/demo-article.ts';
export type { DemoSalesResult } from './data/content/demo-sales-results.ts';
export type { DemoTestimonial } from './data/content/demo-testimonials.ts';
export {
  DEMO_PHOTO_SCENES,
  DEMO_PHOTO_VARIANTS,
  isDemoPhotoScene,
  parseDemoPhotoPath,
  renderDemoPhoto,
  type DemoPhotoScene,
} from './pictures/demo-photo.ts';
export { demoListingGenerator, type DemoListingGenerator } from './data/generate-demo-listings.ts';
export { DAILY_RATES, LEGAL_TRANSITIONS, RELIST_WITHIN_DAYS, type MarketEventKind } from './market/market-rates.ts';
export {
  planMarketBatch,
  poisson,
  type MarketBatch,
  type MarketEntry,
  type MarketEvent,
} from './market/plan-market-batch.ts';
export { applyMarketEvent, newMarketListing, relistedListing, roundPrice } from './market/apply-market-event.ts';
export { applyMarketBatch, marketEntryOf, type AppliedMarketBatch } from './market/apply-market-batch.ts';
