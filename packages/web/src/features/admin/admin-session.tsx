import { useEffect } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ADMIN_ROUTE_GUARD, userLabel } from '@app/domain';
import { browserRefresherEnvironment, startSessionRefresher } from '../auth/session-refresher.ts';
import { ChangePasswordButton } from './change-password-button.tsx';

/**
 * Who is signed in (their name, or their address until they give one), with links to My account, a change-password
 * button and a sign-out button. Reads the session once the
 * page is in the browser (INITIAL_SESSION), keeps it fresh while the tab is visible, and goes to the
 * sign-in page when the session ends (signed out here, elsewhere, or a refresh refused).
 */
export function AdminSession() {
  const { stores } = useRouteContext({ from: '__root__' });
  const auth = useSnapshot(stores.auth.state);

  useEffect(() => {
    const unsubscribe = stores.auth.onAuthStateChange((event, user) => {
      if (event === 'SIGNED_OUT' || user === null) window.location.assign(ADMIN_ROUTE_GUARD.loginPath);
    });
    void stores.auth.init().catch(() => undefined);
    const stop = startSessionRefresher(stores.auth, browserRefresherEnvironment);
    return () => {
      unsubscribe();
      stop();
    };
  }, [stores.auth]);

  return (
    <Group gap="sm" wrap="nowrap">
      {auth.user !== null && (
        <Text size="sm" visibleFrom="sm">
          {userLabel(auth.user)} · {auth.user.role ?? 'no role'}
        </Text>
      )}
      {auth.user !== null && (
        <Button size="xs" variant="subtle" color="gray.0" component={Link} to="/admin/account">
          My account
        </Button>
      )}
      {/* On a phone the header has room for two buttons: My account changes the password too. */}
      <Box visibleFrom="sm">
        <ChangePasswordButton />
      </Box>
      <Button
        size="xs"
        variant="white"
        color="brand.8"
        onClick={() => void stores.auth.signOut().catch(() => window.location.assign(ADMIN_ROUTE_GUARD.loginPath))}
      >
        Sign out
      </Button>
    </Group>
  );
}
