import { Anchor, Box, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const AREAS = [
  'Naples',
  'Bonita Springs',
  'Estero',
  'Fort Myers',
  'Cape Coral',
  'Marco Island',
  'Sanibel',
  'Fort Myers Beach',
];

/** Links into the search for each city the team works in. */
export function AreasWeServe() {
  return (
    <Box bg="sand.1" component="section" aria-labelledby="areas-title">
      <Container size="xl" py={{ base: 48, md: 72 }}>
        <Title order={2} id="areas-title" mb="xs">
          Homes across Southwest Florida
        </Title>
        <Text mb="lg" maw={640}>
          From beachfront condos on Marco Island to family homes on Cape Coral's canals, start with the town you love.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {AREAS.map((city) => (
            <Anchor
              key={city}
              renderRoot={(props) => <Link {...props} to="/search" search={{ city }} />}
              fw={600}
              c="brand.8"
              size="lg"
            >
              {city} homes →
            </Anchor>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
