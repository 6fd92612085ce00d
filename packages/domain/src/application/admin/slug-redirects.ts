import type { ContentCollection } from '../../content/content-collection.ts';
import type { ContentEntity } from '../../content/content-entity.ts';
import { isVisibleAt } from '../../content/content-visibility.ts';
import { contentPublicPath } from '../../redirects/content-public-path.ts';
import { planLivePaths, planRedirects } from '../../redirects/redirect-plan.ts';
import type { RedirectStore } from '../../redirects/redirect-store.port.ts';
import type { Clock } from '../../shared/clock.port.ts';
import type { SiteSettings } from '../../site/site-settings.ts';

/** Keeps old addresses working when content moves: told of every content write by the content admin. */
export interface SlugRedirects {
  /** A record was saved: when it was on the site and its address changed, the old address redirects to the new one. */
  saved(
    key: string,
    collection: ContentCollection<ContentEntity>,
    before: ContentEntity | null,
    after: ContentEntity,
  ): Promise<void>;
}

export function createSlugRedirects(
  store: RedirectStore,
  siteSettings: () => Promise<Pick<SiteSettings, 'teamSlug'>>,
  clock: Clock,
): SlugRedirects {
  return {
    async saved(key, collection, before, after) {
      if (contentPublicPath(key, after, { teamSlug: '' }) === null) return;
      const settings = await siteSettings();
      const newPath = contentPublicPath(key, after, settings) as string;
      const oldPath = before === null ? null : contentPublicPath(key, before, settings);
      const wasLive = before !== null && isVisibleAt(collection, before, new Date(clock.now()).toISOString());
      const existing = await store.list();
      const change =
        oldPath !== null && oldPath !== newPath && wasLive
          ? planRedirects(existing, [{ fromPath: oldPath, toPath: newPath, targetIsLive: true }]).change
          : planLivePaths(
              existing,
              isVisibleAt(collection, after, new Date(clock.now()).toISOString()) ? [newPath] : [],
            );
      if (change.remove.length > 0 || change.put.length > 0) await store.apply(change);
    },
  };
}
