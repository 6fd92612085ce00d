import { Container, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHero } from '../chrome/page-hero.tsx';
import { MarketActivityPromo } from './market-activity-promo.tsx';
import { ResourceCategoryNav } from './resource-category-nav.tsx';
import { ResourceSectionBlock } from './resource-section.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/resources');

/** The resources index: every article category with its latest articles, and the market figures. */
function ResourcesPage() {
  const sections = route.useLoaderData();
  return (
    <>
      <PageHero title="Resources" eyebrow="Guides, history and market insight">
        <Text mt="sm" maw={680} size="lg">
          What we have learned helping people buy and sell along the Gulf Coast: local history, practical guides for
          buyers and owners, events worth the drive and the latest market figures.
        </Text>
        <ResourceCategoryNav sections={sections} />
      </PageHero>
      <Container size="xl" py={{ base: 'xl', md: 56 }}>
        <MarketActivityPromo />
        {sections.map((section) => (
          <ResourceSectionBlock key={section.category} section={section} />
        ))}
      </Container>
    </>
  );
}

export default withMantine(ResourcesPage);
