import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { SEO_LIMITS } from '@app/domain';
import { ConfirmRemoveButton } from './confirm-remove.tsx';
import { newKey, type SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';
import classes from './seo-page.module.css';

/** The FAQ: add, edit, move up or down, remove. */
export function FaqEditor({ form }: { form: SeoForm }) {
  const { faq } = form.values;
  const move = (from: number, to: number) => form.reorderListItem('faq', { from, to });
  return (
    <SeoSection
      id="seo-faq"
      title="Frequently asked questions"
      description={
        <>
          Shown in this order at the foot of the{' '}
          <Anchor href="/contact-us" target="_blank" inherit underline="always">
            contact page
          </Anchor>
          , described to search engines as an FAQ page, and listed in /llms.txt for answer engines. Answers are plain
          text; a new line starts a paragraph.
        </>
      }
    >
      {typeof form.errors.faq === 'string' && (
        <Alert color="red" variant="light">
          {form.errors.faq}
        </Alert>
      )}
      {faq.length === 0 && <Text c="dimmed">No questions yet: the contact page shows none.</Text>}
      {faq.map((entry, index) => (
        <Paper key={entry.key} component="fieldset" withBorder radius="md" p="md" className={classes.item}>
          <Text component="legend" fw={600} size="sm" px={4}>
            Question {index + 1}
          </Text>
          <Stack gap="sm">
            <TextInput label="Question" required {...form.getInputProps(`faq.${index}.question`)} />
            <Textarea
              label="Answer"
              required
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps(`faq.${index}.answer`)}
            />
            <Group gap="xs" justify="flex-end">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowUp size={14} aria-hidden />}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move question ${index + 1} up`}
              >
                Up
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowDown size={14} aria-hidden />}
                disabled={index === faq.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move question ${index + 1} down`}
              >
                Down
              </Button>
              <ConfirmRemoveButton
                itemLabel={`question ${index + 1}`}
                onConfirm={() => form.removeListItem('faq', index)}
              />
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={faq.length >= SEO_LIMITS.faqEntries}
          onClick={() => form.insertListItem('faq', { key: newKey(), question: '', answer: '' })}
        >
          Add a question
        </Button>
      </Group>
    </SeoSection>
  );
}
