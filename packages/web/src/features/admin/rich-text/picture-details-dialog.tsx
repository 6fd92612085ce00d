import { Button, Group, Image, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALT_TEXT_MAX_LENGTH,
  RICH_TEXT_IMAGE_SIZE_LABELS,
  RICH_TEXT_IMAGE_SIZES,
  altTextIssues,
  richTextImageWidth,
  variantHeight,
  type ImageRecord,
  type RichTextImageSize,
} from '@app/domain';
import { validateWith } from '../kit/form-errors.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';

/** What the dialog decides: the alt text, and the size when the library picture is known. */
export interface PictureDetails {
  readonly alt: string;
  readonly size: RichTextImageSize | null;
}

interface PictureDetailsDialogProps {
  readonly title: string;
  /** The address shown as the preview. */
  readonly previewSrc: string;
  /** The library picture (its sizes are offered), or null when the picture is not one of the library's. */
  readonly image: ImageRecord | null;
  readonly initial: PictureDetails;
  readonly submitLabel: string;
  readonly onSubmit: (details: PictureDetails) => void;
  readonly onClose: () => void;
  /** Goes back to the library to choose another picture (inserting). */
  readonly onBack?: () => void;
  /** Removes the picture from the text (editing). */
  readonly onRemove?: () => void;
}

type FormValues = { alt: string; size: RichTextImageSize | '' };

function sizeLabel(image: ImageRecord, size: RichTextImageSize): string {
  const width = richTextImageWidth(image, size);
  return `${RICH_TEXT_IMAGE_SIZE_LABELS[size]} (${width} × ${variantHeight(image, width)})`;
}

/** The alt text and size of a picture in rich text, before it is inserted or when it is edited. */
export function PictureDetailsDialog({
  title,
  previewSrc,
  image,
  initial,
  submitLabel,
  onSubmit,
  onClose,
  onBack,
  onRemove,
}: PictureDetailsDialogProps) {
  const form = useForm<FormValues>({
    initialValues: { alt: initial.alt, size: initial.size ?? '' },
    validate: validateWith((values: FormValues) => altTextIssues(values.alt)),
  });
  const unsaved = useUnsavedChanges(form.isDirty());
  const askThenClose = unsaved.guard(onClose);
  const submit = form.onSubmit((values) =>
    onSubmit({ alt: values.alt.trim(), size: values.size === '' ? null : values.size }),
  );

  return (
    <>
      {unsaved.prompt}
      <Modal opened onClose={askThenClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {/* The dialog renders in a portal but its events still bubble through React to the form around the editor:
            its submit must not submit (save) that form too. */}
        <form
          onSubmit={(event) => {
            event.stopPropagation();
            submit(event);
          }}
          noValidate
        >
          <Stack>
            <Image src={previewSrc} alt="" h={160} fit="contain" radius="sm" />
            <Textarea
              label="Alt text"
              description={`What the picture shows, for people who cannot see it (at most ${ALT_TEXT_MAX_LENGTH} characters)`}
              required
              rows={3}
              data-autofocus
              {...form.getInputProps('alt')}
            />
            {image === null ? (
              <Text size="sm" c="dimmed">
                This picture is not from the image library: its size stays as it is.
              </Text>
            ) : (
              <Radio.Group label="Size" {...form.getInputProps('size')}>
                <Stack gap="xs" mt={4}>
                  {RICH_TEXT_IMAGE_SIZES.map((size) => (
                    <Radio key={size} value={size} label={sizeLabel(image, size)} />
                  ))}
                  {initial.size === null && <Radio value="" label="As it is now" />}
                </Stack>
              </Radio.Group>
            )}
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                {onBack !== undefined && (
                  <Button variant="subtle" onClick={onBack}>
                    Choose another picture
                  </Button>
                )}
                {onRemove !== undefined && (
                  <Button variant="subtle" color="red" onClick={onRemove}>
                    Remove picture
                  </Button>
                )}
              </Group>
              <Group gap="xs">
                <Button variant="default" onClick={askThenClose}>
                  Cancel
                </Button>
                <Button type="submit">{submitLabel}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
