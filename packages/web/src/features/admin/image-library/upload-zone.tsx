import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MAX_UPLOAD_BYTES, IMAGE_TYPE_LABELS, IMAGE_TYPES, formatByteSize } from '@app/domain';

const ACCEPT = IMAGE_TYPES.map((type) => type.mime).join(',');

/** Where pictures are dropped or chosen; every file goes to `onFiles`, checked later by the queue. */
export function UploadZone({ onFiles, multiple = true }: { onFiles: (files: File[]) => void; multiple?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-brand-6, #1864ab)' : undefined,
        background: over ? 'var(--mantine-color-gray-0)' : undefined,
      }}
    >
      <Stack align="center" gap="xs">
        <IconPhotoUp size={36} aria-hidden />
        <Text fw={600}>Drag pictures here, or choose them</Text>
        <Text size="sm" c="dimmed" ta="center">
          {IMAGE_TYPE_LABELS}, up to {formatByteSize(IMAGE_MAX_UPLOAD_BYTES)} each (over{' '}
          {formatByteSize(IMAGE_MAX_BYTES)} is shrunk to fit). Every picture needs alt text.
        </Text>
        <Button variant="light" onClick={() => input.current?.click()}>
          Choose pictures
        </Button>
        <VisuallyHidden>
          <label htmlFor={inputId}>Pictures to upload</label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple={multiple}
            tabIndex={-1}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
