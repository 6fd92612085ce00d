import { createRoute } from '@tanstack/react-router';
import { systemClock } from '@app/domain';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pickOpenHouseParams } from '../features/open-houses/open-house-filter.ts';
import { openHouseEventScripts } from '../features/open-houses/open-house-json-ld.ts';
import { openHousesTitle } from '../features/open-houses/open-house-time.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/**
 * `/featured-properties/open-houses`: open houses of a date window (`?when=weekend`,
 * `?when=next-7-days`, `?date=YYYY-MM-DD`; upcoming otherwise), each a schema.org Event in the head.
 */
export const openHousesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/featured-properties/open-houses',
  validateSearch: pickOpenHouseParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/open-houses/load-open-houses.ts'))).loadOpenHousesPage(
      context.services,
      deps,
      new Date(systemClock.now()),
    ),
  head: ({ loaderData }) => ({
    ...pageHead(
      loaderData ? openHousesTitle(loaderData.query.filter) : 'Open Houses',
      'Open houses across Naples, Fort Myers, Cape Coral, Bonita Springs, Estero and Marco Island: this weekend, the next 7 days or any date, with times and a map.',
    ),
    scripts: loaderData ? openHouseEventScripts(loaderData.openHouses) : [],
  }),
  component: lazyPage(() => import('../features/open-houses/open-houses-page.tsx')),
});
