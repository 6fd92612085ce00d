import { Button, Drawer, Group, Image, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import {
  IMAGE_TYPES,
  formatByteSize,
  imageDisplayUrl,
  imageFileUrl,
  smallPictureWarning,
  type ImageRecord,
} from '@app/domain';
import { formatFloridaDateTime } from '../../../format/dates.ts';
import { useAdminApi } from '../kit/admin-http.ts';
import { CopyAddress } from './copy-address.tsx';
import { ImageDeleteButton } from './image-delete-button.tsx';
import { imageLibraryApi } from './image-library-api.ts';
import { checkUsages, UsageAnswer, type UsageCheck } from './image-usages.tsx';
import { SmallPictureNote } from './small-picture-note.tsx';

/** Every address a picture is served at, full (with the site's origin): the original first, then each WebP copy. */
export function imageAddresses(image: ImageRecord, origin: string): { label: string; url: string }[] {
  const type = IMAGE_TYPES.find((entry) => entry.mime === image.contentType)?.label ?? image.contentType;
  return [
    {
      label: `Original (${type}, ${image.width} × ${image.height})`,
      url: `${origin}${imageFileUrl(image.originalKey)}`,
    },
    ...image.variants.map((variant) => ({
      label: `WebP ${variant.width} × ${variant.height}`,
      url: `${origin}${imageFileUrl(variant.key)}`,
    })),
  ];
}

function Facts({ image }: { image: ImageRecord }) {
  const type = IMAGE_TYPES.find((entry) => entry.mime === image.contentType)?.label ?? image.contentType;
  const rows: [string, string][] = [
    ['File name', image.fileName],
    ['Dimensions', `${image.width} × ${image.height} px`],
    ['File size', formatByteSize(image.byteSize)],
    ['Type', type],
    ['Uploaded', `${formatFloridaDateTime(Date.parse(image.createdAt))} (Florida time)`],
    ['Uploaded by', image.uploadedBy === '' ? 'Not known' : image.uploadedBy],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120}>{label}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A picture of the library in full: the large preview, its facts (name, size, type, who uploaded
 * it and when), its alt text with Edit, where it is used, every address it is served at with a
 * Copy address button each, and Delete.
 */
export function ImageDetails({
  image,
  onClose,
  onEditAlt,
  onDeleted,
}: {
  image: ImageRecord;
  onClose: () => void;
  onEditAlt: (image: ImageRecord) => void;
  onDeleted: () => void;
}) {
  const api = imageLibraryApi(useAdminApi());
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // The check starts when the details open (the page keys the details by picture), not on every render.
  const [usages, setUsages] = useState<UsageCheck | null>(null);
  useEffect(() => {
    let current = true;
    void checkUsages(api.usages(image.id)).then((answer) => current && setUsages(answer));
    return () => {
      current = false;
    };
  }, [image.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the api object is new on every render
  const warning = smallPictureWarning(image);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={`Picture details: ${image.fileName}`}
      closeButtonProps={{ 'aria-label': 'Close the details' }}
    >
      <Stack gap="md">
        <Image src={imageDisplayUrl(image)} alt={image.alt} mah={360} fit="contain" radius="sm" bg="gray.1" />
        {warning !== null && <SmallPictureNote warning={warning} />}
        <Facts image={image} />
        <Stack gap={4}>
          <Title order={3} size="h5">
            Alt text
          </Title>
          <Text size="sm">{image.alt}</Text>
          <Group>
            <Button size="xs" variant="light" onClick={() => onEditAlt(image)}>
              Edit alt text
            </Button>
          </Group>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Where it is used
          </Title>
          {usages === null ? (
            <Loader size="sm" aria-label="Checking where the picture is used" />
          ) : (
            <UsageAnswer answer={usages} forDelete={false} />
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Addresses
          </Title>
          <Text size="sm" c="dimmed">
            The original and its WebP copies; each address stays the same for as long as the picture is in the library.
          </Text>
          {imageAddresses(image, origin).map((address) => (
            <CopyAddress key={address.url} label={address.label} url={address.url} />
          ))}
        </Stack>
        <Group>
          <ImageDeleteButton
            image={image}
            onDeleted={() => {
              onDeleted();
              onClose();
            }}
          />
        </Group>
      </Stack>
    </Drawer>
  );
}
