import { Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ArticleFormValues } from './article-form-values.ts';

const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;

function counter(value: string, max: number): string {
  return `${value.trim().length} of ${max} characters; leave empty to use the article's own.`;
}

/** Search-engine title and description, with how a search result would show them. */
export function ArticleSeoFields({ form, path }: { form: UseFormReturnType<ArticleFormValues>; path: string }) {
  const values = form.getValues();
  const shownTitle = values.seoTitle.trim() || values.title.trim() || 'Article title';
  const shownDescription = values.seoDescription.trim() || values.excerpt.trim();
  return (
    <Stack gap="sm">
      <TextInput
        label="Search title"
        description={counter(values.seoTitle, SEO_TITLE_MAX)}
        {...form.getInputProps('seoTitle')}
      />
      <Textarea
        label="Search description"
        description={counter(values.seoDescription, SEO_DESCRIPTION_MAX)}
        autosize
        minRows={2}
        {...form.getInputProps('seoDescription')}
      />
      <Paper withBorder p="sm" radius="sm">
        <Text size="xs" c="dimmed">
          Search result preview
        </Text>
        <Text c="brand.7" fw={500} lineClamp={1}>
          {shownTitle}
        </Text>
        <Text size="xs" c="#1e6b30">
          {path}
        </Text>
        <Text size="sm" lineClamp={2}>
          {shownDescription}
        </Text>
      </Paper>
    </Stack>
  );
}
