import { notFound } from '@tanstack/react-router';
import { articleCategoryForSegment, type ArticleCategory, type SiteSettings } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import type { AppStores } from '../../stores/app-stores.ts';

/** What the resources loaders read from: the services and the site settings' store. */
export interface ContentLoaderDeps {
  readonly services: WebServices;
  readonly stores: Pick<AppStores, 'site'>;
}

/** The site settings a page's paths and bylines need (the team's name and slug); throws when they cannot be loaded. */
export async function loadSiteSettings(stores: Pick<AppStores, 'site'>): Promise<SiteSettings> {
  await stores.site.ensureLoaded();
  const { settings, error } = stores.site.state;
  if (settings === null) throw new Error(error ?? 'Failed to load the site settings');
  return settings;
}

/** The category a /resources segment names, with the settings that decide it; not found when it names none. */
export async function loadCategory(
  stores: Pick<AppStores, 'site'>,
  segment: string,
): Promise<{ settings: SiteSettings; category: ArticleCategory }> {
  const settings = await loadSiteSettings(stores);
  const category = articleCategoryForSegment(segment, settings);
  if (category === null) throw notFound();
  return { settings, category };
}
