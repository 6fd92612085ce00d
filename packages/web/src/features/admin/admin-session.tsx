import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ADMIN_ROUTE_GUARD } from '@app/domain';
import { browserRefresherEnvironment, startSessionRefresher } from '../auth/session-refresher.ts';
import { ChangePasswordButton } from './change-password-button.tsx';

/**
 * Who is signed in, with a change-password button and a sign-out button. Reads the session once the
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
          {auth.user.email} · {auth.user.role ?? 'no role'}
        </Text>
      )}
      <ChangePasswordButton />
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
