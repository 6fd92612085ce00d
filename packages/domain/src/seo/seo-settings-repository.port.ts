import type { SeoSettings, SeoSettingsFields } from './seo-settings.ts';

/** Where the SEO and answer-engine settings are kept (one record for the site). */
export interface SeoSettingsRepository {
  /** The settings; DataUnavailableError when none are stored or they cannot be read. */
  get(): Promise<SeoSettings>;
  /** Replaces the settings with these (already validated) and answers them as stored, with the new `updatedAt`. */
  save(fields: SeoSettingsFields): Promise<SeoSettings>;
}
