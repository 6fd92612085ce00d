import { getRouteApi } from '@tanstack/react-router';
import { RichText } from '../articles/rich-text.tsx';
import { CommunityHero } from './community-hero.tsx';
import { CommunityHighlights } from './community-highlights.tsx';
import { CommunityListingsSection } from './community-listings-section.tsx';
import { CommunityMap } from './community-map.tsx';
import { CommunityStatisticsPanel } from './community-statistics-panel.tsx';
import container from '../chrome/container.module.css';
import classes from './community-page.module.css';

const route = getRouteApi('/communities/$slug');

/** A community: its picture and story, highlights, live market figures, a map and its newest homes for sale. */
export default function CommunityPage() {
  const { community, statistics, pins, listings, asOf, error } = route.useLoaderData();
  return (
    <>
      <CommunityHero community={community} />
      <div className={`${container.container} ${classes.page}`}>
        <CommunityStatisticsPanel name={community.name} statistics={statistics} asOf={asOf} error={error} />
        <div className={classes.story}>
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="visually-hidden">
              About {community.name}
            </h2>
            <RichText html={community.body} />
          </section>
          <CommunityHighlights highlights={community.highlights} />
        </div>
        <section aria-labelledby="map-title" className={classes.mapSection}>
          <h2 id="map-title" className={classes.sectionTitle}>
            Map of {community.name}
          </h2>
          <div className={classes.map}>
            <CommunityMap
              name={community.name}
              center={{ lat: community.latitude, lng: community.longitude }}
              pins={pins}
              known={listings}
            />
          </div>
        </section>
        <CommunityListingsSection
          slug={community.slug}
          name={community.name}
          subdivisions={community.subdivisions}
          listings={listings}
          homesForSale={statistics?.homesForSale ?? null}
        />
      </div>
    </>
  );
}
