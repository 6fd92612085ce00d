import { listingSlug, type ListingSummary } from '@app/domain';
import { ListingCard } from './listing-card.tsx';
import classes from './listing-grid.module.css';

const SKELETONS = 6;

/**
 * Listing cards in a responsive grid. While a new page loads, the cards dim (the old results
 * stay readable); with nothing to show yet, skeletons of the card's size keep the layout still.
 * With `leadsThePage` (the grid is the page's main content, near its top) the first card's photo
 * is the page's priority picture; otherwise every photo loads lazily. With `linkToFeatured` (the team's own
 * listings) each card leads to the listing's featured page. Plain elements with the look of Mantine's SimpleGrid and
 * Skeleton.
 */
export function ListingGrid({
  listings,
  loading = false,
  leadsThePage = false,
  linkToFeatured = false,
}: {
  listings: readonly ListingSummary[];
  loading?: boolean;
  leadsThePage?: boolean;
  linkToFeatured?: boolean;
}) {
  if (loading && listings.length === 0) {
    return (
      <div className={classes.grid} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <div key={index} className={classes.skeleton} />
        ))}
      </div>
    );
  }
  return (
    <div className={`${classes.grid} ${classes.results}`} aria-busy={loading}>
      {listings.map((listing, index) => (
        <ListingCard
          key={listing.ListingKey}
          listing={listing}
          priority={leadsThePage && index === 0}
          {...(linkToFeatured ? { featuredSlug: listingSlug(listing) } : {})}
        />
      ))}
    </div>
  );
}
