import { Anchor, List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AboutPageFrame } from './about-page-frame.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/about/areas-of-service');

/** `/about/areas-of-service`: the page's text, then each city served with its home search and its community pages. */
function AreasOfServicePage() {
  const { sitePage, areas } = route.useLoaderData();
  return (
    <AboutPageFrame sitePage={sitePage} title="Areas of Service">
      <Title order={2} mb="md">
        Cities and communities we serve
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {areas.map(({ city, communities }) => (
          <Paper key={city} component="section" aria-label={city} withBorder radius="lg" p="lg">
            <Stack gap="xs">
              <Title order={3} size="h4">
                {city}
              </Title>
              <Anchor renderRoot={(props) => <Link {...props} to="/search" search={{ city }} />} fw={600} c="brand.7">
                Homes for sale in {city}
              </Anchor>
              {communities.length > 0 && (
                <List spacing={6} size="sm" aria-label={`Communities in ${city}`}>
                  {communities.map((community) => (
                    <List.Item key={community.id}>
                      <Anchor
                        renderRoot={(props) => (
                          <Link {...props} to="/communities/$slug" params={{ slug: community.slug }} />
                        )}
                        c="brand.8"
                      >
                        {community.name}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </AboutPageFrame>
  );
}

export default withMantine(AreasOfServicePage);
