export type { SqlExecutor } from './sql-executor.ts';
export { bundledMigrations, migrationChecksum, type Migration } from './migrations.ts';
export { migrate, MigrationChecksumError } from './migrate.ts';
export {
  generateDemoListings,
  DEFAULT_DEMO_SEED,
  DEFAULT_REFERENCE_DATE,
  type DemoListingOptions,
} from './seed/generate-demo-listings.ts';
export {
  generateDemoOpenHouses,
  DEMO_OPEN_HOUSE_DAYS,
  DEMO_OPEN_HOUSE_SHARE,
  type DemoOpenHouseListing,
  type DemoOpenHouseOptions,
} from './seed/demo-open-houses.ts';
export { demoListingKey } from './seed/demo-listing.ts';
export { CITIES, type City, type BoundingBox } from './seed/cities.ts';
export { SUBDIVISIONS } from './seed/subdivisions.ts';
export type { Subdivision, CommunityProfile } from './seed/subdivision.ts';
export { OFFICES, AGENTS, FEATURED_OFFICE, type Office, type Agent } from './seed/offices-and-agents.ts';
export { MEDIA_SCENES, MEDIA_VARIANTS, CONTENT_SCENES, type MediaScene } from './seed/media.ts';
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
} from './seed/portrait.ts';
export { DEMO_FOOTER_LINKS } from './seed/demo-footer-links.ts';
export { DEMO_SITE_SETTINGS } from './seed/demo-site-settings.ts';
export { DEMO_SEO_SETTINGS } from './seed/demo-seo-settings.ts';
export { createRandom, hashString, type Random } from './seed/prng.ts';
export { DEMO_CONTENT, type DemoContent } from './seed/content/demo-content.ts';
export type { DemoArticle } from './seed/content/demo-article.ts';
export type { DemoSalesResult } from './seed/content/demo-sales-results.ts';
export type { DemoTestimonial } from './seed/content/demo-testimonials.ts';
