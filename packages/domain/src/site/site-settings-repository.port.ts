import type { SiteSettings } from './site-settings.ts';

/** Where the site settings are kept (one row). */
export interface SiteSettingsRepository {
  /** The settings; DataUnavailableError when none are stored yet. */
  get(): Promise<SiteSettings>;
}
