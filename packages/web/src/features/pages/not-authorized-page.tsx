import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ADMIN_ROUTE_GUARD } from '@app/domain';

/** Shown when a signed-in visitor lacks the role a page needs (empty layout: no chrome). */
export function NotAuthorizedPage() {
  return (
    <Center mih="100vh" bg="sand.0" p="md">
      <Paper shadow="sm" p="xl" maw={520} withBorder>
        <Stack>
          <Title order={1}>Not Authorized</Title>
          <Text>
            Your account does not have access to this page. If you think it should, ask a site administrator to give
            your account the right role, or sign in with another account.
          </Text>
          <Group>
            <Button component={Link} to="/">
              Back to the home page
            </Button>
            <Button component={Link} to={ADMIN_ROUTE_GUARD.loginPath} variant="outline">
              Sign in with another account
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
