import type { ListingView } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import { formatShortDate } from '../listings/listing-notes.ts';
import { ButtonLink } from '../../ui/button.tsx';
import classes from './property-detail.module.css';

/**
 * In place of the request form on a sold home: when it sold and for how much, and the two questions a visitor on
 * such a page usually has: what is for sale near it, and what their own home is worth.
 */
export function SoldHomeCard({ listing, brokerage }: { listing: ListingView; brokerage: string }) {
  const when = listing.CloseDate ? ` on ${formatShortDate(listing.CloseDate)}` : '';
  const price = listing.ClosePrice === null ? '' : ` for ${formatPrice(listing.ClosePrice)}`;
  return (
    <section aria-labelledby="sold-title" className={classes.inquiry}>
      <h2 id="sold-title" className={classes.heading}>
        This home has sold
      </h2>
      <p className={classes.soldText}>
        It sold{when}
        {price}. {brokerage} can show you homes like it that are for sale now, or tell you what yours would sell for.
      </p>
      <div className={classes.soldActions}>
        {listing.SubdivisionName && (
          <ButtonLink to="/search" search={{ subdivision: listing.SubdivisionName }} color="coral">
            Homes for sale in {listing.SubdivisionName}
          </ButtonLink>
        )}
        <ButtonLink to="/sell" variant="outline">
          Ask what your home is worth
        </ButtonLink>
      </div>
    </section>
  );
}
