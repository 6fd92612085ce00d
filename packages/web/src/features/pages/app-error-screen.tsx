import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { isSearchEngineBot } from '@app/domain';

/**
 * What an application error shows: a short apology with a way home for people, and nothing at
 * all for a search-engine bot (so no error page is ever indexed).
 */
export function AppErrorScreen() {
  const { userAgent } = useRouteContext({ from: '__root__' });
  if (isSearchEngineBot(userAgent)) return null;
  return (
    <Container size="sm" py={120}>
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Please try again in a moment.</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button component="a" href="/" variant="outline">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
