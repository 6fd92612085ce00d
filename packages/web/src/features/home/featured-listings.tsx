import { Alert, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { listingSlug } from '@app/domain';
import { useStores } from '../../app/services-context.tsx';
import { ListingCard } from '../listings/listing-card.tsx';

const SHOWN = 6;

/** The team's own listings (office PRG), from the featured-properties store. */
export function FeaturedListings() {
  const featured = useSnapshot(useStores().featured.state);
  const listings = featured.properties.slice(0, SHOWN);
  return (
    <Container size="xl" py={{ base: 56, md: 88 }} component="section" aria-labelledby="featured-title">
      <Group justify="space-between" align="flex-end" mb="xl">
        <Stack gap={4}>
          <Text c="coral.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.14em' }}>
            Listed by our team
          </Text>
          <Title order={2} id="featured-title" size="h1">
            Featured Properties
          </Title>
        </Stack>
        <Button component={Link} to="/featured-properties/open-houses" variant="outline">
          See open houses
        </Button>
      </Group>
      {featured.error !== null && (
        <Alert color="coral" title="Featured properties are unavailable" role="alert">
          {featured.error}
        </Alert>
      )}
      {featured.isLoading && listings.length === 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={380} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      {featured.error === null && !featured.isLoading && listings.length === 0 && (
        <Text>Our team has no homes on the market this week. Browse every listing in Southwest Florida instead.</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
        {listings.map((listing) => (
          <ListingCard key={listing.ListingKey} listing={listing} featuredSlug={listingSlug(listing)} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
