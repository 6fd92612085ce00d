import { Paper, Stack, Text } from '@mantine/core';
import classes from './seo-page.module.css';

interface SearchPreviewProps {
  readonly label: string;
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

/** Roughly how a search result shows a page: its title, address and description. */
export function SearchPreview({ label, title, url, description }: SearchPreviewProps) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.preview}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {label}
      </Text>
      <Stack gap={2}>
        <Text size="sm" c="dimmed" className={classes.previewUrl}>
          {url}
        </Text>
        <Text className={classes.previewTitle} lineClamp={1}>
          {title}
        </Text>
        <Text size="sm" lineClamp={2}>
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
