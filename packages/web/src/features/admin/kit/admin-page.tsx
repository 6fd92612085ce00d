import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface AdminPageProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** Buttons at the right of the title (e.g. "New agent"). */
  readonly actions?: ReactNode;
  /** Parent pages between the dashboard and this one. */
  readonly trail?: readonly { readonly label: string; readonly to: string }[];
  /** False on the dashboard itself, where "Dashboard › Dashboard" would say nothing. */
  readonly withBreadcrumb?: boolean;
  readonly children: ReactNode;
}

/** The frame of an admin page: breadcrumb, the page's h1, its description and actions. */
export function AdminPage({
  title,
  description,
  actions,
  trail = [],
  withBreadcrumb = true,
  children,
}: AdminPageProps) {
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        {withBreadcrumb && (
          <Breadcrumbs aria-label="Breadcrumb" separator="›">
            <Anchor component={Link} to="/admin" size="sm">
              Dashboard
            </Anchor>
            {trail.map((step) => (
              <Anchor key={step.to} component={Link} to={step.to} size="sm">
                {step.label}
              </Anchor>
            ))}
            <Text size="sm" aria-current="page">
              {title}
            </Text>
          </Breadcrumbs>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions !== undefined && <Group gap="sm">{actions}</Group>}
        </Group>
        {description !== undefined && (
          <Text c="dimmed" maw={720}>
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
