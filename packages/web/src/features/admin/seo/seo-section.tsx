import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './seo-page.module.css';

interface SeoSectionProps {
  readonly id: string;
  readonly title: string;
  readonly description: ReactNode;
  readonly children: ReactNode;
}

/** One titled part of the SEO form. */
export function SeoSection({ id, title, description, children }: SeoSectionProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.section}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4} maw={760}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
