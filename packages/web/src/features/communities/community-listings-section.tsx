import { Link } from '@tanstack/react-router';
import type { ListingSummary } from '@app/domain';
import { ListingGrid } from '../listings/listing-grid.tsx';
import classes from './community-page.module.css';

/** The id of the section, the target of the hero's button. */
export const HOMES_FOR_SALE_ID = 'homes-for-sale';

interface Props {
  readonly name: string;
  readonly subdivisions: readonly string[];
  readonly listings: readonly ListingSummary[];
  readonly homesForSale: number | null;
}

/** Links to the full search (`/search?subdivision=…`), one for each subdivision the community covers. */
function SubdivisionSearchLinks({ name, subdivisions }: { name: string; subdivisions: readonly string[] }) {
  return (
    <nav aria-label={`Search ${name}`} className={classes.searchLinks}>
      <p className={classes.searchLinksLead}>See every home for sale in the search:</p>
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
    </nav>
  );
}

/** The community's newest homes for sale (the subdivision query, 6) and the way to all of them in the search. */
export function CommunityListingsSection({ name, subdivisions, listings, homesForSale }: Props) {
  return (
    <section aria-labelledby="listings-title" id={HOMES_FOR_SALE_ID} className={classes.listings}>
      <div className={classes.listingsHeader}>
        <h2 id="listings-title" className={classes.sectionTitle}>
          Homes for sale in {name}
        </h2>
        {homesForSale !== null && homesForSale > 0 && <p className={classes.count}>{homesForSale} in all</p>}
      </div>
      {listings.length > 0 ? (
        <ListingGrid listings={listings} />
      ) : (
        <p className={classes.none}>No homes are for sale in {name} right now. Ask us about upcoming listings.</p>
      )}
      <SubdivisionSearchLinks name={name} subdivisions={subdivisions} />
    </section>
  );
}
