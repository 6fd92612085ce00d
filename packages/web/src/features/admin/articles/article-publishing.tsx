import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { articlePublicationState, instantToLocalDateTime, LOCAL_TIME_ZONE, type ArticleStatus } from '@app/domain';
import { DateTimeField } from '../editorial/date-time-field.tsx';
import { formatFloridaDateTime } from '../editorial/florida-time.ts';
import { articleFieldsFromForm, type ArticleFormValues } from './article-form-values.ts';

function nowInFlorida(): string {
  return instantToLocalDateTime(new Date().toISOString(), LOCAL_TIME_ZONE);
}

/** What the status and publish time mean for visitors, in words. */
function outcome(values: ArticleFormValues): string {
  const { status, publishedAt } = articleFieldsFromForm(values);
  const state = articlePublicationState(
    { status, publishedAt: publishedAt !== null && Number.isNaN(Date.parse(publishedAt)) ? null : publishedAt },
    new Date().toISOString(),
  );
  if (state === 'published') return 'Visitors see it once saved.';
  if (state === 'scheduled') return `Goes live on ${formatFloridaDateTime(publishedAt)} (Florida time).`;
  return status === 'draft' ? 'Only admins see a draft.' : 'Choose when it goes live.';
}

/** Draft or published, and when: a publish time ahead schedules the article. */
export function ArticlePublishing({ form }: { form: UseFormReturnType<ArticleFormValues> }) {
  const setStatus = (status: ArticleStatus) => {
    form.setFieldValue('status', status);
    if (status === 'published' && form.getValues().publishedAt.trim() === '')
      form.setFieldValue('publishedAt', nowInFlorida());
  };
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={500} size="sm" id="article-status-label">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="article-status-label"
          value={form.getValues().status}
          onChange={(value) => setStatus(value)}
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Publish' },
          ]}
          fullWidth
        />
      </Stack>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <DateTimeField
          label="Publish date"
          description="Florida time; a later time schedules it"
          required={form.getValues().status === 'published'}
          style={{ flex: 1 }}
          {...form.getInputProps('publishedAt')}
        />
        <Button variant="default" onClick={() => form.setFieldValue('publishedAt', nowInFlorida())}>
          Now
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {outcome(form.getValues())}
      </Text>
    </Stack>
  );
}
