import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus } from '@tabler/icons-react';
import { SEO_LIMITS } from '@app/domain';
import { useState, type DragEvent } from 'react';
import { movedMessage } from '../kit/reorder-list.tsx';
import { ConfirmRemoveButton } from './confirm-remove.tsx';
import { newKey, type SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';
import classes from './seo-page.module.css';

/**
 * The FAQ: add, edit, move up or down (or drag a question by its handle onto another's place), remove. A move changes
 * the form, saved with the rest of the settings, and is said in a live region.
 */
export function FaqEditor({ form }: { form: SeoForm }) {
  const { faq } = form.values;
  const [dragging, setDragging] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const move = (from: number, to: number) => {
    if (from === to) return;
    form.reorderListItem('faq', { from, to });
    setMessage(movedMessage(`question ${String(from + 1)}`, to + 1, faq.length));
  };
  const startDrag = (event: DragEvent<HTMLElement>, index: number) => {
    const card = event.currentTarget.closest('fieldset');
    if (card !== null) event.dataTransfer.setDragImage(card, 24, 24);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
    setDragging(index);
  };
  const dropOn = (event: DragEvent<HTMLElement>, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };
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
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
      {faq.map((entry, index) => (
        <Paper
          key={entry.key}
          component="fieldset"
          withBorder
          radius="md"
          p="md"
          className={classes.item}
          data-dragging={dragging === index || undefined}
          onDragOver={(event: DragEvent<HTMLElement>) => {
            if (dragging !== null) event.preventDefault();
          }}
          onDrop={(event: DragEvent<HTMLElement>) => dropOn(event, index)}
        >
          <Text component="legend" fw={600} size="sm" px={4}>
            <span
              className={classes.dragHandle}
              draggable
              title={`Drag question ${String(index + 1)} to a new place`}
              aria-hidden="true"
              onDragStart={(event) => startDrag(event, index)}
              onDragEnd={() => setDragging(null)}
            >
              <IconGripVertical size={16} />
            </span>
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
