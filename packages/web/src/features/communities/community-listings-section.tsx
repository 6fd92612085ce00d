import { Link } from '@tanstack/react-router';
import type { ListingSummary } from '@app/domain';
import { ListingGrid } from '../listings/listing-grid.tsx';
import { formatCount } from '../../format/numbers.ts';
import classes from './community-page.module.css';

/** The id of the section, the target of the hero's button. */
export const HOMES_FOR_SALE_ID = 'homes-for-sale';

interface Props {
  readonly slug: string;
  readonly name: string;
  readonly subdivisions: readonly string[];
  readonly listings: readonly ListingSummary[];
  readonly homesForSale: number | null;
}

/**
 * The way to every home the count counts: the search of the whole community (`/search?community=…`, the same
 * subdivisions and statuses as the figures), as a list and on the map; then, for a community of several MLS
 * subdivisions, one search per subdivision.
 */
function CommunitySearchLinks({ slug, name, subdivisions, homesForSale }: Omit<Props, 'listings'>) {
  const homes = homesForSale === null || homesForSale === 0 ? 'every home' : `all ${formatCount(homesForSale)} homes`;
  return (
    <nav aria-label={`Search ${name}`} className={classes.searchLinks}>
      <p className={classes.searchLinksLead}>
        <Link to="/search" search={{ community: slug }} className={classes.searchLink}>
          See {homes} for sale in {name}
          <span aria-hidden="true"> →</span>
        </Link>{' '}
        <Link
          to="/search/map"
          search={{ community: slug }}
          className={classes.searchLink}
          aria-label={`On the map: ${name}`}
        >
          On the map<span aria-hidden="true"> →</span>
        </Link>
      </p>
      {subdivisions.length > 1 && (
        <>
          <p className={classes.searchLinksLead}>Or one neighborhood:</p>
          <ul className={classes.searchLinkList}>
            {subdivisions.map((subdivision) => (
              <li key={subdivision}>
                <Link to="/search" search={{ subdivision }} className={classes.searchLink}>
                  <span className="visually-hidden">Every home for sale in </span>
                  {subdivision}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}

/** The community's newest homes for sale (the subdivision query, 6) and the way to all of them in the search. */
export function CommunityListingsSection({ slug, name, subdivisions, listings, homesForSale }: Props) {
  return (
    <section aria-labelledby="listings-title" id={HOMES_FOR_SALE_ID} className={classes.listings}>
      <div className={classes.listingsHeader}>
        <h2 id="listings-title" className={classes.sectionTitle}>
          Homes for sale in {name}
        </h2>
        {homesForSale !== null && homesForSale > 0 && (
          <p className={classes.count}>{formatCount(homesForSale)} in all</p>
        )}
      </div>
      {listings.length > 0 ? (
        <ListingGrid listings={listings} />
      ) : (
        <p className={classes.none}>No homes are for sale in {name} right now. Ask us about upcoming listings.</p>
      )}
      <CommunitySearchLinks slug={slug} name={name} subdivisions={subdivisions} homesForSale={homesForSale} />
    </section>
  );
}
