import { Alert, Badge, Button, Card, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { changeSummary, officeDateTime, type HistoryEntry } from '@app/domain';
import { useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../kit/notify.ts';

function entryTitle(entry: HistoryEntry): string {
  const who = entry.authorName === '' ? 'someone (before history was kept)' : entry.authorName;
  if (entry.kind === 'created') return `Created by ${who}`;
  if (entry.kind === 'earliest') return 'The earliest kept version';
  return `Saved by ${who}`;
}

type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; items: HistoryEntry[] };

interface RecordHistoryButtonProps {
  /** The record's API path: `/api/admin/articles/{id}`. */
  readonly path: string;
  /** "article", "agent". */
  readonly noun: string;
  /** The version the editor shows (a restore is based on it). */
  readonly currentVersion: number;
  /** True while the form has unsaved changes: restoring would replace them, so it waits. */
  readonly dirty: boolean;
  readonly onRestored: (record: Record<string, unknown>) => void;
}

/**
 * The History of one record: a button opening every kept version, newest first, with who saved it, when (in ET) and
 * what it changed, field by field; Restore saves an older version again as a new version (conflict-checked).
 */
export function RecordHistoryButton({ path, noun, currentVersion, dirty, onRestored }: RecordHistoryButtonProps) {
  const api = useAdminApi();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [restoring, setRestoring] = useState<number | null>(null);
  const load = async () => {
    setLoaded({ state: 'loading' });
    try {
      setLoaded({ state: 'ready', items: (await api.get<{ items: HistoryEntry[] }>(`${path}/history`)).items });
    } catch (error) {
      setLoaded({ state: 'failed', error });
    }
  };
  const restore = async (version: number) => {
    setRestoring(version);
    try {
      const record = await api.post<Record<string, unknown>>(`${path}/history/${version}/restore`, {
        baseVersion: currentVersion,
      });
      notifySuccess(`Restored version ${version} of the ${noun}: it is saved as version ${String(record.version)}.`);
      setOpened(false);
      onRestored(record);
    } catch (error) {
      notifyFailure(error, `Failed to restore version ${version}`);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
          void load();
        }}
      >
        History
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`History of this ${noun}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the history' }}
      >
        {loaded.state === 'loading' && <Loader aria-label="Loading the history" />}
        {loaded.state === 'failed' && (
          <Alert color="red" role="alert" title="The history could not be loaded">
            {failureMessage(loaded.error, 'Try again in a moment.')}
          </Alert>
        )}
        {loaded.state === 'ready' && (
          <Stack gap="sm">
            {dirty && (
              <Text size="sm" role="status">
                Save or discard your changes before restoring an older version.
              </Text>
            )}
            {loaded.items.length === 0 && <Text>No versions are kept yet: the next save starts the history.</Text>}
            {loaded.items.map((entry) => (
              <Card
                key={entry.version}
                withBorder
                padding="sm"
                component="section"
                aria-label={`Version ${entry.version}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4}>
                    <Group gap="xs">
                      <Text fw={600}>Version {entry.version}</Text>
                      {entry.version === currentVersion && <Badge variant="light">Current</Badge>}
                    </Group>
                    <Text size="sm">
                      {entryTitle(entry)}, {officeDateTime(entry.savedAt)}
                    </Text>
                    {entry.changes.length > 0 && (
                      <List size="sm" spacing={2}>
                        {entry.changes.map((change) => (
                          <List.Item key={change.field}>{changeSummary(change)}</List.Item>
                        ))}
                      </List>
                    )}
                  </Stack>
                  {entry.version !== currentVersion && (
                    <Button
                      size="xs"
                      variant="light"
                      disabled={dirty || (restoring !== null && restoring !== entry.version)}
                      loading={restoring === entry.version}
                      onClick={() => void restore(entry.version)}
                      aria-label={`Restore version ${entry.version}`}
                    >
                      Restore
                    </Button>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Modal>
    </>
  );
}
