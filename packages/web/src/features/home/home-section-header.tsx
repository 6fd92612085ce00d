import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';

/** A home section's eyebrow, title (the section's label) and a link to see more. */
export function HomeSectionHeader(props: {
  id: string;
  eyebrow: string;
  title: string;
  moreTo: NonNullable<LinkProps['to']>;
  moreText: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="xl">
      <Stack gap={4}>
        <Text c="coral.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.14em' }}>
          {props.eyebrow}
        </Text>
        <Title order={2} id={props.id} size="h1">
          {props.title}
        </Title>
      </Stack>
      <Button renderRoot={(root) => <Link {...root} to={props.moreTo} />} variant="outline">
        {props.moreText}
      </Button>
    </Group>
  );
}
