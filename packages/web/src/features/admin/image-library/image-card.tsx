import { Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IMAGE_TYPES,
  formatByteSize,
  imageFileUrl,
  imageSrcSet,
  smallPictureWarning,
  type ImageRecord,
} from '@app/domain';
import { SmallPictureNote } from './small-picture-note.tsx';

const typeLabel = (image: ImageRecord) =>
  IMAGE_TYPES.find((type) => type.mime === image.contentType)?.label ?? image.contentType;

/**
 * One picture of the library: the picture itself (its smallest variants), its name, size and alt
 * text, a warning when it is small, and actions; with `onOpen`, a click on the picture opens its details (a pointer
 * shortcut for a Details action among `actions`).
 */
export function ImageCard({
  image,
  actions,
  onOpen,
}: {
  image: ImageRecord;
  actions?: ReactNode;
  onOpen?: (image: ImageRecord) => void;
}) {
  const smallest = image.variants[0];
  const warning = smallPictureWarning(image);
  const picture = (
    <Image
      src={smallest === undefined ? imageFileUrl(image.originalKey) : imageFileUrl(smallest.key)}
      srcSet={imageSrcSet(image)}
      sizes="(max-width: 36em) 100vw, 280px"
      alt={image.alt}
      h={160}
      fit="cover"
      loading="lazy"
    />
  );
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={image.fileName}>
      {/* A pointer shortcut: the card's Details button is the same action for the keyboard and screen readers. */}
      <Card.Section
        onClick={onOpen === undefined ? undefined : () => onOpen(image)}
        style={onOpen === undefined ? undefined : { cursor: 'zoom-in' }}
      >
        {picture}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} size="sm" truncate title={image.fileName}>
          {image.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {image.width} × {image.height} · {formatByteSize(image.byteSize)} · {typeLabel(image)}
        </Text>
        <Text size="sm" lineClamp={2} title={image.alt}>
          <Text span size="xs" c="dimmed">
            Alt:{' '}
          </Text>
          {image.alt}
        </Text>
        {warning !== null && <SmallPictureNote warning={warning} />}
        {actions !== undefined && (
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
