import { Alert, Button, Group, Image, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { formatByteSize } from '@app/domain';
import { StatusBadge } from '../kit/status-badge.tsx';
import { SmallPictureNote } from './small-picture-note.tsx';
import type { QueuedUpload, UploadQueue } from './use-upload-queue.ts';

function QueueItem({ item, queue }: { item: QueuedUpload; queue: UploadQueue }) {
  const busy = item.status === 'uploading';
  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Upload of ${item.file.name}`} component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={item.previewUrl}
          alt=""
          w={72}
          h={72}
          radius="sm"
          fit="cover"
          bg="gray.1"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {item.file.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatByteSize(item.file.size)}
            </Text>
          </Group>
          {item.status === 'done' ? (
            <div>
              <StatusBadge tone="positive">Uploaded</StatusBadge>
            </div>
          ) : (
            <TextInput
              label={`Alt text for ${item.file.name}`}
              description="What the picture shows, for people who cannot see it"
              required
              value={item.alt}
              error={item.altError}
              disabled={busy}
              onChange={(event) => queue.setAlt(item.id, event.currentTarget.value)}
            />
          )}
          {(busy || item.status === 'done') && (
            <Progress value={item.progress * 100} aria-label={`Upload progress of ${item.file.name}`} animated={busy} />
          )}
          {item.fileError !== null && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {item.fileError}
            </Alert>
          )}
          {item.notice !== null && (
            <Text size="sm" role="status">
              {item.notice}
            </Text>
          )}
          {item.warning !== null && item.fileError === null && <SmallPictureNote warning={item.warning} />}
          {item.status !== 'done' && (
            <Group gap="xs">
              <Button size="xs" onClick={() => void queue.upload(item.id)} loading={busy}>
                Upload
              </Button>
              <Button size="xs" variant="default" onClick={() => queue.remove(item.id)} disabled={busy}>
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The chosen files with their alt texts, progress bars and errors, one per file. */
export function UploadQueueList({ queue }: { queue: UploadQueue }) {
  if (queue.items.length === 0) return null;
  const waiting = queue.items.filter((item) => item.status === 'ready' || item.status === 'failed').length;
  const done = queue.items.some((item) => item.status === 'done');
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Pictures to upload"
      >
        {queue.items.map((item) => (
          <QueueItem key={item.id} item={item} queue={queue} />
        ))}
      </Stack>
      <Group gap="sm">
        {waiting > 1 && <Button onClick={() => void queue.uploadAll()}>Upload all ({waiting})</Button>}
        {done && (
          <Button variant="subtle" onClick={queue.clearDone}>
            Clear uploaded
          </Button>
        )}
      </Group>
    </Stack>
  );
}
