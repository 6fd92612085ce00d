import { Anchor, Stack, Text, Textarea } from '@mantine/core';
import { SEO_LIMITS } from '@app/domain';
import type { SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';
import { formatCount } from '../../../format/numbers.ts';

/** The plain-text account of the site that /llms.txt gives answer engines. */
export function SummarySection({ form }: { form: SeoForm }) {
  return (
    <SeoSection
      id="seo-summary"
      title="Site summary for answer engines"
      description={
        <>
          Plain text, no HTML: who you are, what the site offers and how to reach you. AI assistants and answer engines
          read it in{' '}
          <Anchor href="/llms.txt" target="_blank" inherit underline="always">
            /llms.txt
          </Anchor>
          , under the site name and the default description, followed by the main pages, the questions above and the
          contact details.
        </>
      }
    >
      <Stack gap={4}>
        <Textarea
          label="Site summary"
          required
          autosize
          minRows={6}
          maxRows={20}
          {...form.getInputProps('siteSummary')}
        />
        <Text size="xs" c="dimmed">
          {form.values.siteSummary.trim().length} of at most {formatCount(SEO_LIMITS.summary)} characters. Leave an
          empty line between paragraphs.
        </Text>
      </Stack>
    </SeoSection>
  );
}
