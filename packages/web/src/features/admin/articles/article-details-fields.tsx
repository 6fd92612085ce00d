import { Select, Stack, TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Agent, SiteSettings } from '@app/domain';
import { PictureFields } from '../editorial/picture-fields.tsx';
import type { ArticleFormValues } from './article-form-values.ts';
import { categoryOptions } from './article-labels.ts';

interface ArticleDetailsFieldsProps {
  readonly form: UseFormReturnType<ArticleFormValues>;
  readonly settings: SiteSettings | null;
  readonly agents: readonly Agent[];
  readonly agentsFailed: boolean;
}

/** Where the article is listed, who wrote it, its tags and its cover picture. */
export function ArticleDetailsFields({ form, settings, agents, agentsFailed }: ArticleDetailsFieldsProps) {
  const authorOptions = [
    { value: '', label: `${settings?.teamName ?? 'The team'} (no agent)` },
    ...agents.map((agent) => ({
      value: agent.id,
      label: agent.visible ? agent.name : `${agent.name} (hidden: the site shows the team)`,
    })),
  ];
  return (
    <Stack gap="sm">
      <Select
        label="Category"
        required
        data={categoryOptions(settings)}
        allowDeselect={false}
        {...form.getInputProps('category')}
      />
      <Select
        label="Author"
        data={authorOptions}
        allowDeselect={false}
        searchable
        description={agentsFailed ? 'The agents could not be loaded; reload the page to choose one.' : undefined}
        {...form.getInputProps('authorAgentId')}
      />
      <TagsInput
        label="Tags"
        description="Up to 10; press Enter after each"
        maxTags={10}
        clearable
        {...form.getInputProps('tags')}
      />
      <PictureFields form={form} path="cover" label="Cover picture" uses={['card', 'hero', 'share']} />
    </Stack>
  );
}
