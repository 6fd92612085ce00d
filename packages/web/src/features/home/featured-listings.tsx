import { useSnapshot } from 'valtio';
import { listingSlug } from '@app/domain';
import { useStores } from '../../app/services-context.tsx';
import { Alert } from '../../ui/alert.tsx';
import skeleton from '../../ui/skeleton.module.css';
import { ListingCard } from '../listings/listing-card.tsx';
import { HomeSectionHeader } from './home-section-header.tsx';
import classes from './home-sections.module.css';

const SHOWN = 6;

/** The team's own listings (office PRG), from the featured-properties store. */
export function FeaturedListings() {
  const featured = useSnapshot(useStores().featured.state);
  const listings = featured.properties.slice(0, SHOWN);
  return (
    <section className={`${classes.container} ${classes.spacious}`} aria-labelledby="featured-title">
      <HomeSectionHeader
        id="featured-title"
        eyebrow="Listed by our team"
        title="Featured Properties"
        moreTo="/featured-properties"
        moreText={
          featured.properties.length > SHOWN ? `See all ${featured.properties.length} homes` : 'See all our homes'
        }
      />
      {featured.error !== null && <Alert title="Featured properties are unavailable">{featured.error}</Alert>}
      {featured.isLoading && listings.length === 0 && (
        <div className={`${classes.grid} ${classes.featuredGrid}`}>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={`${skeleton.skeleton} ${classes.cardSkeleton}`} />
          ))}
        </div>
      )}
      {featured.error === null && !featured.isLoading && listings.length === 0 && (
        <p className={classes.text}>
          Our team has no homes on the market this week. Browse every listing in Southwest Florida instead.
        </p>
      )}
      <div className={`${classes.grid} ${classes.featuredGrid}`}>
        {listings.map((listing) => (
          <ListingCard key={listing.ListingKey} listing={listing} featuredSlug={listingSlug(listing)} />
        ))}
      </div>
    </section>
  );
}
