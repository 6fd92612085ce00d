import '@mantine/notifications/styles.css';
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { Link, useRouteContext, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { BrandMark } from '../chrome/brand-mark.tsx';
import { adminNavigationFor, isActiveAdminItem } from './admin-navigation.ts';
import { AdminSession } from './admin-session.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';
import classes from './admin-layout.module.css';

/** The admin layout: its own header and sidebar; the public top bar and footer never show here. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [opened, { toggle, close }] = useDisclosure(false);
  const { stores } = useRouteContext({ from: '__root__' });
  const auth = useSnapshot(stores.auth.state);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <a href="#main" className={classes.skipLink}>
        Skip to the content
      </a>
      <AppShell.Header bg="brand.8" c="white">
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label="Toggle admin navigation"
            />
            <BrandMark size={28} />
            <Text fw={600} visibleFrom="xs">
              Admin console
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text component={Link} to="/" c="white" size="sm" td="underline" visibleFrom="sm">
              View the site
            </Text>
            <AdminSession />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin">
        <ScrollArea>
          {adminNavigationFor(auth.user?.role).map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              activeOptions={{ exact: item.to === '/admin' }}
              label={item.label}
              active={isActiveAdminItem(item.to, pathname)}
              onClick={close}
            />
          ))}
          <NavLink component={Link} to="/" label="View the site" hiddenFrom="sm" onClick={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Notifications position="top-right" />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

export default withMantine(AdminLayout);
