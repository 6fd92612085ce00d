import { useEffect, useState } from 'react';
import {
  agentPath,
  articlePath,
  communityPath,
  EMPTY_SEARCH,
  listingSearchParams,
  placeFilter,
  SERVICE_AREA_CITIES,
  TOP_NAVIGATION,
  type ListingSearch,
  type PlaceSuggestionGroup,
  type SiteSettings,
} from '@app/domain';
import { useServices } from '../../../app/services-context.tsx';
import { formatCount } from '../../../format/numbers.ts';
import { usePlaceSuggestions } from '../../places/use-place-suggestions.ts';
import { useSiteSettings } from '../editorial/use-site-settings.ts';

/** The groups of the internal-link picker, in the order it shows them. */
export const SITE_ADDRESS_GROUPS = ['Pages', 'Searches', 'Articles', 'Communities', 'Agents'] as const;

/** One page of the site a link may point to. */
export interface SiteAddress {
  readonly path: string;
  readonly label: string;
  readonly group: (typeof SITE_ADDRESS_GROUPS)[number];
  /** Found by the place index for what was typed (typos forgiven): offered without matching the typed text. */
  readonly found?: boolean;
}

/** The address of a search (`/search?city=Naples`), spaces written as %20 as the search help writes them. */
export function searchAddress(filter: Partial<ListingSearch>): string {
  const params = new URLSearchParams(listingSearchParams({ ...EMPTY_SEARCH, ...filter }));
  return `/search?${params.toString().replace(/\+/gu, '%20')}`;
}

/** A search of each town the team works in. */
const TOWN_SEARCHES: readonly SiteAddress[] = SERVICE_AREA_CITIES.map((city) => ({
  path: searchAddress({ city }),
  label: `Homes for sale in ${city}`,
  group: 'Searches',
}));

/** The searches of the places (towns, MLS subdivisions, ZIP codes) whose names are close to what was typed, with the
 * homes for sale there now (the place index of the search pages). */
export function placeSearches(groups: readonly PlaceSuggestionGroup[]): SiteAddress[] {
  return groups.flatMap((group) =>
    group.suggestions.flatMap((place) => {
      const filter = placeFilter(place);
      if (filter === null) return [];
      const homes = `${formatCount(place.homes)} ${place.homes === 1 ? 'home' : 'homes'}`;
      const label = `Homes for sale in ${place.label} (${homes})`;
      return [{ path: searchAddress(filter), label, group: 'Searches' as const, found: true }];
    }),
  );
}

/** The fixed pages besides the top navigation. */
const FIXED_PAGES: readonly SiteAddress[] = [
  ...TOP_NAVIGATION.map((item) => ({ path: item.to, label: item.label, group: 'Pages' as const })),
  { path: '/search/map', label: 'Map search', group: 'Pages' },
  { path: '/open-houses', label: 'Open houses', group: 'Pages' },
  { path: '/sell', label: 'Sell: home value', group: 'Pages' },
  { path: '/newsletter', label: 'Newsletter', group: 'Pages' },
  { path: '/about/meet-our-agents', label: 'Meet our agents', group: 'Pages' },
  { path: '/about/our-brokerage', label: 'Our brokerage', group: 'Pages' },
  { path: '/about/areas-of-service', label: 'Areas of service', group: 'Pages' },
  { path: '/about/testimonials', label: 'Testimonials', group: 'Pages' },
  { path: '/about/our-sales-results', label: 'Our sales results', group: 'Pages' },
  { path: '/privacy-policy', label: 'Privacy policy', group: 'Pages' },
];

/** The most records of each kind offered. */
const PER_KIND = 100;

/** Whether a typed text names a place rather than an address (a path or a web address). */
const namesAPlace = (typed: string) => !/^(?:\/|https?:|mailto:|tel:)/iu.test(typed.trim());

/** The pages of the site the internal-link picker offers: fixed pages, searches (each town, and the places close to
 * `typed`), then the articles, communities and agents visitors see now (loaded in the browser; the fixed pages alone
 * until they arrive or if they cannot be loaded). */
export function useSiteAddresses(typed = ''): readonly SiteAddress[] {
  const { content } = useServices();
  const places = usePlaceSuggestions(namesAPlace(typed) ? typed : '');
  const settings: SiteSettings | null = useSiteSettings();
  const [records, setRecords] = useState<readonly SiteAddress[]>([]);
  useEffect(() => {
    if (settings === null) return;
    let current = true;
    Promise.all([
      content.articles({ perPage: PER_KIND }),
      content.communities({ perPage: PER_KIND }),
      content.agents({ perPage: PER_KIND }),
    ]).then(
      ([articles, communities, agents]) => {
        if (!current) return;
        setRecords([
          ...articles.items.map((item) => ({
            path: articlePath(item, settings),
            label: item.title,
            group: 'Articles' as const,
          })),
          ...communities.items.map((item) => ({
            path: communityPath(item.slug),
            label: item.name,
            group: 'Communities' as const,
          })),
          ...agents.items.map((item) => ({ path: agentPath(item.slug), label: item.name, group: 'Agents' as const })),
        ]);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [content, settings]);
  return [...FIXED_PAGES, ...TOWN_SEARCHES, ...placeSearches(places), ...records];
}
