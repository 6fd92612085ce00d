import { useSnapshot } from 'valtio';
import { groupFeaturedListings } from '@app/domain';
import { useStores } from '../../app/services-context.tsx';
import { formatCount } from '../../format/numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { PageHero } from '../chrome/page-hero.tsx';
import container from '../chrome/container.module.css';
import { ListingGrid } from '../listings/listing-grid.tsx';
import classes from './featured-properties.module.css';

/**
 * `/featured-properties`: every home our team has listed (office PRG), homes for sale first and homes under
 * contract after them, each card leading to its featured page. The list is the featured-properties store's (loaded by
 * the route).
 */
export default function FeaturedPropertiesPage() {
  const featured = useSnapshot(useStores().featured.state);
  const groups = groupFeaturedListings(featured.properties);
  const total = groups.reduce((sum, group) => sum + group.listings.length, 0);
  return (
    <>
      <PageHero title="Featured Properties" eyebrow="Listed by our team">
        <p className={classes.intro}>
          Every home our team has on the market right now. Each one has an agent of ours who has walked through it and
          can answer your questions or show it to you.
        </p>
      </PageHero>
      <div className={`${container.container} ${classes.body}`}>
        <div className={classes.summary}>
          <p className={classes.count} aria-live="polite" data-testid="featured-count">
            {featured.error === null && total > 0 ? `${formatCount(total)} ${total === 1 ? 'home' : 'homes'}` : ''}
          </p>
          <div className={classes.links}>
            <ButtonLink to="/featured-properties/open-houses" variant="outline">
              See open houses
            </ButtonLink>
            <ButtonLink to="/search" variant="outline">
              Search every listing
            </ButtonLink>
          </div>
        </div>
        {featured.error !== null && <Alert title="Featured properties are unavailable">{featured.error}</Alert>}
        {featured.error === null && !featured.isLoading && total === 0 && (
          <p className={classes.empty}>
            Our team has no homes on the market this week. Search every listing in Southwest Florida instead.
          </p>
        )}
        {groups.map((group, index) => (
          <section key={group.key} className={classes.section} aria-labelledby={`featured-${group.key}`}>
            <h2 id={`featured-${group.key}`} className={classes.heading}>
              {group.title} ({formatCount(group.listings.length)})
            </h2>
            <ListingGrid listings={group.listings} leadsThePage={index === 0} linkToFeatured />
          </section>
        ))}
      </div>
    </>
  );
}
