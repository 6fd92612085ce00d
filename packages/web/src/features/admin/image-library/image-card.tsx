import { Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IMAGE_TYPES, formatByteSize, imageFileUrl, imageSrcSet, type ImageRecord } from '@app/domain';

const typeLabel = (image: ImageRecord) =>
  IMAGE_TYPES.find((type) => type.mime === image.contentType)?.label ?? image.contentType;

/** One picture of the library: the picture itself (its smallest variants), its name, size and alt text, and actions. */
export function ImageCard({ image, actions }: { image: ImageRecord; actions?: ReactNode }) {
  const smallest = image.variants[0];
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={image.fileName}>
      <Card.Section>
        <Image
          src={smallest === undefined ? imageFileUrl(image.originalKey) : imageFileUrl(smallest.key)}
          srcSet={imageSrcSet(image)}
          sizes="(max-width: 36em) 100vw, 280px"
          alt={image.alt}
          h={160}
          fit="cover"
          loading="lazy"
        />
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
        {actions !== undefined && (
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
