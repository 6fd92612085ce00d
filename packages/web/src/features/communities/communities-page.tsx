import { Container, SimpleGrid, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHero } from '../chrome/page-hero.tsx';
import { CommunityCard } from './community-card.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/communities');

/** The communities index: a hero, then a card for each published community with its homes for sale right now. */
function CommunitiesPage() {
  const cards = route.useLoaderData();
  return (
    <>
      <PageHero title="Communities" eyebrow="Where to live in Southwest Florida">
        <Text mt="sm" maw={680} size="lg">
          Beachfront towers, golf-course villages, old Florida neighborhoods and island living: the communities we know
          best, with the homes for sale in each right now.
        </Text>
      </PageHero>
      <Container size="xl" py={{ base: 'xl', md: 56 }}>
        {cards.length === 0 ? (
          <Text size="lg">Our community guides are on their way.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {cards.map((card, index) => (
              <CommunityCard key={card.community.id} card={card} priority={index < 3} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}

export default withMantine(CommunitiesPage);
