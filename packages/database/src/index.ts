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
export { MEDIA_SCENES, MEDIA_VARIANTS, type MediaScene } from './seed/media.ts';
export { DEMO_FOOTER_LINKS } from './seed/demo-footer-links.ts';
export { DEMO_SITE_SETTINGS } from './seed/demo-site-settings.ts';
export { createRandom, hashString, type Random } from './seed/prng.ts';
