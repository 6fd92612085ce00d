import { Button, Group, Image, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALT_TEXT_MAX_LENGTH, altTextIssues, imageFileUrl, type ImageRecord } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { imageLibraryApi } from './image-library-api.ts';

/** Changes a picture's alt text with the server's rule; what was typed stays on an error. */
export function EditAltDialog({
  image,
  onClose,
  onSaved,
}: {
  image: ImageRecord;
  onClose: () => void;
  onSaved: (image: ImageRecord) => void;
}) {
  const api = imageLibraryApi(useAdminApi());
  const form = useForm({
    initialValues: { alt: image.alt },
    validate: validateWith((values: { alt: string }) => altTextIssues(values.alt)),
  });
  const preview = image.variants[0];

  const unsaved = useUnsavedChanges(form.isDirty());
  const askThenClose = unsaved.guard(onClose);

  const submit = form.onSubmit(async ({ alt }) => {
    try {
      onSaved(await api.updateAlt(image.id, alt));
      notifySuccess(`Saved the alt text of "${image.fileName}".`);
      onClose();
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, 'The alt text was not saved');
    }
  });

  return (
    <>
      {unsaved.prompt}
      <Modal
        opened
        onClose={askThenClose}
        title={`Alt text of "${image.fileName}"`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            {preview !== undefined && (
              <Image src={imageFileUrl(preview.key)} alt="" h={160} fit="contain" radius="sm" />
            )}
            <Textarea
              label="Alt text"
              description={`What the picture shows, for people who cannot see it (at most ${ALT_TEXT_MAX_LENGTH} characters)`}
              required
              autosize
              minRows={2}
              data-autofocus
              {...form.getInputProps('alt')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={askThenClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                Save alt text
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
