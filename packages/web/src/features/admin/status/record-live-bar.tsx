import { Group, Text } from '@mantine/core';
import type { LiveKind, LiveRecords } from '@app/domain';
import { useSiteSettings } from '../editorial/use-site-settings.ts';
import { LiveStatusBadge } from './live-status-badge.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { previewPathOf } from './preview-path.ts';

interface RecordLiveBarProps<K extends LiveKind> {
  readonly kind: K;
  readonly record: LiveRecords[K];
  /** The record's name, for the preview's title. */
  readonly label: string;
  /** The public page that shows it, when its kind does not tell (a site page). */
  readonly path?: string;
}

/** The top of a record's editor: where the record stands for visitors now, and its preview. */
export function RecordLiveBar<K extends LiveKind>({ kind, record, label, path }: RecordLiveBarProps<K>) {
  const settings = useSiteSettings();
  const publicPath = path ?? previewPathOf(kind, record, settings);
  return (
    <Group gap="xs" mb="md" wrap="wrap">
      <Text size="sm" fw={500}>
        Status
      </Text>
      <LiveStatusBadge kind={kind} record={record} />
      {publicPath !== null && <PreviewFrame kind={kind} id={record.id} path={publicPath} label={label} />}
    </Group>
  );
}
