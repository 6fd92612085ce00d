import type { FooterLinkFields } from '@app/domain';

function link(
  column: number,
  sort_order: number | null,
  link_text: string,
  link_url: string,
  enabled = true,
): FooterLinkFields {
  return { column, sort_order, link_text, link_url, enabled };
}

/**
 * The footer of the demo site: four columns (search, communities, resources, company).
 * Some links share a sort order or have none, so the footer's ordering rule shows; two are disabled.
 */
export const DEMO_FOOTER_LINKS: readonly FooterLinkFields[] = [
  link(1, 1, 'Search Homes', '/search'),
  link(1, 2, 'Map Search', '/search/map'),
  link(1, 3, 'Open Houses', '/featured-properties/open-houses'),
  link(1, 4, 'Latest Listings', '/properties/latest'),
  link(1, 4, 'Price Reductions', '/properties/latest-price-changes'),
  link(1, 5, 'Recently Sold', '/properties/closed', false),
  link(2, 10, 'Naples', '/communities/naples'),
  link(2, 10, 'Bonita Springs', '/communities/bonita-springs'),
  link(2, 10, 'Estero', '/communities/estero'),
  link(2, null, 'Marco Island', '/communities/marco-island'),
  link(3, 1, 'Buyer Resources', '/resources/buyer-resources'),
  link(3, 2, 'Owners & Sellers', '/resources/owners-sellers'),
  link(3, null, 'Market Activity', '/resources/market-activity'),
  link(3, 3, 'Local History', '/resources/local-history', false),
  link(4, 1, 'About Us', '/about'),
  link(4, 2, 'Meet Our Agents', '/about/meet-our-agents'),
  link(4, 3, 'Contact Us', '/contact-us'),
];
