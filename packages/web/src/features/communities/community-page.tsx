import { Box, Container, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { RichText } from '../articles/rich-text.tsx';
import { CommunityHero } from './community-hero.tsx';
import { CommunityHighlights } from './community-highlights.tsx';
import { CommunityListingsSection } from './community-listings-section.tsx';
import { CommunityMap } from './community-map.tsx';
import { CommunityStatisticsPanel } from './community-statistics-panel.tsx';
import classes from './community-page.module.css';

const route = getRouteApi('/communities/$slug');

/** A community: its picture and story, highlights, live market figures, a map and its newest homes for sale. */
export default function CommunityPage() {
  const { community, statistics, pins, listings, asOf, error } = route.useLoaderData();
  return (
    <>
      <CommunityHero community={community} />
      <Container size="xl" py={{ base: 'xl', md: 56 }}>
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
          <Title order={2} id="map-title" size="h3" c="brand.8" mb="md">
            Map of {community.name}
          </Title>
          <Box className={classes.map}>
            <CommunityMap
              name={community.name}
              center={{ lat: community.latitude, lng: community.longitude }}
              pins={pins}
              known={listings}
            />
          </Box>
        </section>
        <CommunityListingsSection
          name={community.name}
          subdivisions={community.subdivisions}
          listings={listings}
          homesForSale={statistics?.homesForSale ?? null}
        />
      </Container>
    </>
  );
}
