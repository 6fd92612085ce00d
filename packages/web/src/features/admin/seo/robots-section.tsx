import { Alert, Button, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ROBOTS_PRIVATE_PATHS, normalizeSeoSettings, robotsTxt } from '@app/domain';
import { ConfirmRemoveButton } from './confirm-remove.tsx';
import { fieldsOf, newKey, type SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';
import classes from './seo-page.module.css';

const groupName = (agent: string, index: number) =>
  `the rules for ${agent.trim() === '' ? `group ${index + 1}` : agent.trim()}`;

/** The robots.txt rules: one group per crawler, paths one per line, with the file as it will read. */
export function RobotsSection({ form, siteUrl }: { form: SeoForm; siteUrl: string }) {
  const preview = robotsTxt(normalizeSeoSettings(fieldsOf(form.values)).robots, {
    sitemapUrl: `${siteUrl}/sitemap.xml`,
  });
  return (
    <SeoSection
      id="seo-robots"
      title="Crawler rules (robots.txt)"
      description={`Which crawlers may read which pages. User agent * is every crawler; a group for one crawler (GPTBot, ClaudeBot, PerplexityBot, Googlebot…) replaces the * rules for it. Every group also keeps crawlers out of ${ROBOTS_PRIVATE_PATHS.join(', ')}.`}
    >
      {typeof form.errors.robots === 'string' && (
        <Alert color="red" variant="light">
          {form.errors.robots}
        </Alert>
      )}
      {form.values.robots.map((group, index) => (
        <Paper key={group.key} withBorder radius="md" p="md" className={classes.item}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <TextInput
                label="User agent"
                description="* for every crawler"
                required
                w={{ base: '100%', xs: 280 }}
                {...form.getInputProps(`robots.${index}.userAgent`)}
              />
              <ConfirmRemoveButton
                itemLabel={groupName(group.userAgent, index)}
                onConfirm={() => form.removeListItem('robots', index)}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea
                label="Allowed paths"
                description="One per line, e.g. / or /resources"
                autosize
                minRows={2}
                {...form.getInputProps(`robots.${index}.allow`)}
              />
              <Textarea
                label="Disallowed paths"
                description="One per line; * matches anything, $ ends the path"
                autosize
                minRows={2}
                {...form.getInputProps(`robots.${index}.disallow`)}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('robots', { key: newKey(), userAgent: '', allow: '', disallow: '/' })}
        >
          Add a group of rules
        </Button>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="robots-preview">
          robots.txt as it will read
        </Text>
        <Code block className={classes.code} aria-labelledby="robots-preview">
          {preview}
        </Code>
      </Stack>
    </SeoSection>
  );
}
