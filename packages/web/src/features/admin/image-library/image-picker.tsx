import { Button, Group, Image, Input, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { imageDisplayUrl, type ImageRecord, type Picture } from '@app/domain';
import { useDialogAdminList } from '../kit/use-dialog-admin-list.ts';
import { ImageBrowser } from './image-browser.tsx';
import { IMAGES_PATH } from './image-library-api.ts';
import { UploadQueueList } from './upload-queue-list.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

export interface ImagePickerProps {
  readonly label: string;
  /** The chosen picture (its address and alt text), or null. */
  readonly value: Picture | null;
  /** Gets `{ url, alt }` of the chosen library picture (its largest WebP variant), or null when removed. */
  readonly onChange: (picture: Picture | null) => void;
  readonly error?: ReactNode;
  readonly description?: ReactNode;
  readonly required?: boolean;
}

const pictureOf = (image: ImageRecord): Picture => ({ url: imageDisplayUrl(image), alt: image.alt });

/** The library in a modal (browse and search, or upload a new picture into it); `onPick` gets the chosen picture. */
export function PickerDialog({ onPick, onClose }: { onPick: (image: ImageRecord) => void; onClose: () => void }) {
  const list = useDialogAdminList<ImageRecord>(IMAGES_PATH, { sort: 'createdAt', direction: 'desc', perPage: 12 });
  const queue = useUploadQueue(onPick);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Choose a picture"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Tabs defaultValue="library">
        <Tabs.List mb="md">
          <Tabs.Tab value="library">From the library</Tabs.Tab>
          <Tabs.Tab value="upload">Upload new</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library">
          <Stack gap="sm">
            <ImageBrowser
              list={list}
              columns={{ base: 1, xs: 2, md: 3 }}
              actions={(image) => (
                <Button size="xs" onClick={() => onPick(image)} aria-label={`Choose ${image.fileName}`}>
                  Choose
                </Button>
              )}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <Stack gap="sm">
            <UploadZone onFiles={queue.add} multiple={false} />
            <UploadQueueList queue={queue} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

/**
 * A picture field for content forms: shows the chosen picture, and chooses one from the image
 * library or uploads a new one (with its alt text). Works with `form.getInputProps(field)`.
 */
export function ImagePicker({ label, value, onChange, error, description, required = false }: ImagePickerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const labelId = useId();
  const chosen = value !== null && value.url !== '' ? value : null;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
    >
      <Paper withBorder p="sm" radius="md" mt={4} role="group" aria-labelledby={labelId}>
        <Group align="center" gap="md" wrap="wrap">
          {chosen === null ? (
            <Text size="sm" c="dimmed">
              No picture chosen
            </Text>
          ) : (
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              <Image src={chosen.url} alt={chosen.alt} w={96} h={72} fit="cover" radius="sm" />
              <Text size="sm" lineClamp={2}>
                {chosen.alt}
              </Text>
            </Group>
          )}
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={open}>
              {chosen === null ? 'Choose picture' : 'Change picture'}
            </Button>
            {chosen !== null && !required && (
              <Button size="xs" variant="default" onClick={() => onChange(null)}>
                Remove picture
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {opened && (
        <PickerDialog
          onClose={close}
          onPick={(image) => {
            onChange(pictureOf(image));
            close();
          }}
        />
      )}
    </Input.Wrapper>
  );
}
