import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../chrome/brand-mark.tsx';
import { ADMIN_NAVIGATION, isActiveAdminItem } from './admin-navigation.ts';
import { AdminSession } from './admin-session.tsx';

/** The admin layout: its own header and sidebar; the public top bar and footer never show here. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header bg="brand.8" c="white">
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label="Toggle admin navigation" />
            <BrandMark size={28} />
            <Text fw={600}>Admin console</Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text component={Link} to="/" c="white" size="sm" td="underline">
              View the site
            </Text>
            <AdminSession />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin">
        <ScrollArea>
          {ADMIN_NAVIGATION.map((item) => (
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
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
