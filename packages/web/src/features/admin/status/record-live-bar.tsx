import { Group, Text } from '@mantine/core';
import type { LiveKind, LiveRecords } from '@app/domain';
import { LiveStatusBadge } from './live-status-badge.tsx';

/** The top of a record's editor: where the record stands for visitors now. */
export function RecordLiveBar<K extends LiveKind>({
  kind,
  record,
}: {
  readonly kind: K;
  readonly record: LiveRecords[K];
}) {
  return (
    <Group gap="xs" mb="md" wrap="wrap">
      <Text size="sm" fw={500}>
        Status
      </Text>
      <LiveStatusBadge kind={kind} record={record} />
    </Group>
  );
}
