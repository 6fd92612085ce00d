import { useEffect, useState } from 'react';
import { agentPath, articlePath, communityPath, TOP_NAVIGATION, type SiteSettings } from '@app/domain';
import { useServices } from '../../../app/services-context.tsx';
import { useSiteSettings } from '../editorial/use-site-settings.ts';

/** One page of the site a link may point to. */
export interface SiteAddress {
  readonly path: string;
  readonly label: string;
  readonly group: 'Pages' | 'Articles' | 'Communities' | 'Agents';
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

/** The pages of the site the internal-link picker offers: fixed pages, then the articles, communities and agents
 * visitors see now (loaded in the browser; the fixed pages alone until they arrive or if they cannot be loaded). */
export function useSiteAddresses(): readonly SiteAddress[] {
  const { content } = useServices();
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
  return [...FIXED_PAGES, ...records];
}
