import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useRouteContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ERROR_MESSAGES, errorMessageOr, isSearchEngineBot } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';

/**
 * What a property page shows when the listing could not be fetched: the stored message
 * ('Error fetching property' unless the failure said more) and a way to try again; nothing for
 * a search-engine bot, so no error page is indexed.
 */
export function PropertyErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { userAgent } = useRouteContext({ from: '__root__' });
  if (isSearchEngineBot(userAgent)) return null;
  return (
    <>
      <PageHero title="This home could not be loaded" eyebrow="Property details" />
      <Container size="sm" py={64}>
        <Stack>
          <Text size="lg" role="alert">
            {errorMessageOr(error, ERROR_MESSAGES.propertyFetchFailed)}
          </Text>
          <Text>Please try again in a moment, or search for other homes.</Text>
          <Group>
            <Button onClick={() => void router.invalidate()}>Try again</Button>
            <Button component={Link} to="/search" variant="outline">
              Search homes
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
