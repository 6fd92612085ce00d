import { Grid, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { slugify, type Agent, type SiteSettings } from '@app/domain';
import type { ReactNode } from 'react';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import { ArticleDetailsFields } from './article-details-fields.tsx';
import type { ArticleFormValues } from './article-form-values.ts';
import { ArticlePublishing } from './article-publishing.tsx';
import { ArticleSeoFields } from './article-seo-fields.tsx';

interface ArticleFormProps {
  readonly form: UseFormReturnType<ArticleFormValues>;
  readonly isNew: boolean;
  readonly settings: SiteSettings | null;
  readonly agents: readonly Agent[];
  readonly agentsFailed: boolean;
  /** The article's public path for the search preview. */
  readonly path: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The article editor's fields: the text on the left; publishing, details and search on the right.
 * A new article's slug follows its title until the slug is edited by hand.
 */
export function ArticleForm({ form, isNew, settings, agents, agentsFailed, path }: ArticleFormProps) {
  const titleInput = form.getInputProps('title');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            {...titleInput}
            onChange={(event) => {
              const { title, slug } = form.getValues();
              (titleInput.onChange as (changed: typeof event) => void)(event);
              if (isNew && slug === slugify(title)) form.setFieldValue('slug', slugify(event.currentTarget.value));
            }}
          />
          <TextInput
            label="Slug"
            required
            description={`The article's address: ${path}`}
            {...form.getInputProps('slug')}
          />
          <Textarea
            label="Excerpt"
            required
            description="One or two sentences for cards and the top of the page (up to 300 characters)"
            autosize
            minRows={2}
            {...form.getInputProps('excerpt')}
          />
          <RichTextField
            label="Body"
            required={form.getValues().status === 'published'}
            value={form.getValues().body}
            onChange={(body) => form.setFieldValue('body', body)}
            error={form.errors.body}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <Section title="Publishing">
            <ArticlePublishing form={form} />
          </Section>
          <Section title="Details">
            <ArticleDetailsFields form={form} settings={settings} agents={agents} agentsFailed={agentsFailed} />
          </Section>
          <Section title="Search engines">
            <ArticleSeoFields form={form} path={path} />
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
