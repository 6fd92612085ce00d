import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { fieldLabel, mergeRecord, readableValue, theirChanges, wordsOf, type RecordSnapshot } from '@app/domain';
import { useState } from 'react';
import { VersionConflictError } from '../../../services/http/app-fetch.ts';

/** A save refused because someone else saved first: the fields the editing began from, mine, and theirs now. */
export interface PendingConflict {
  readonly base: RecordSnapshot;
  readonly mine: RecordSnapshot;
  readonly theirs: RecordSnapshot;
  /** The version the other save made: the next save is based on it. */
  readonly theirVersion: number;
}

const RECORD_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'version']);

/** The editable fields of a record as the API sent it. */
export function editableFields(record: object): RecordSnapshot {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !RECORD_KEYS.has(key)));
}

/** The conflict a failed save stands for, or null when it failed for another reason. */
export function conflictOf(error: unknown, base: RecordSnapshot, mine: RecordSnapshot): PendingConflict | null {
  if (!(error instanceof VersionConflictError)) return null;
  return { base, mine, theirs: editableFields(error.current), theirVersion: error.current.version };
}

/** A field's value in a table cell: short values whole, long texts by their first words. */
function cellText(value: unknown): string {
  const text = typeof value === 'string' ? wordsOf(value).join(' ') : readableValue(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text === '' ? '(empty)' : text;
}

interface VersionConflictDialogProps {
  readonly conflict: PendingConflict | null;
  /** "article", "agent". */
  readonly noun: string;
  /** Saves the chosen fields based on the other person's version. */
  readonly onResolve: (fields: RecordSnapshot, baseVersion: number) => Promise<void>;
  readonly onCancel: () => void;
}

/**
 * Shows what the other person changed while you were editing (their value next to yours) and lets you keep theirs
 * field by field (merge) or save yours over everything (overwrite). Fields only they changed are theirs in a merge.
 */
export function VersionConflictDialog({ conflict, noun, onResolve, onCancel }: VersionConflictDialogProps) {
  const [keepTheirs, setKeepTheirs] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const changes = conflict === null ? [] : theirChanges(conflict.base, conflict.mine, conflict.theirs);
  const resolve = async (fields: RecordSnapshot) => {
    if (conflict === null) return;
    setBusy(true);
    try {
      await onResolve(fields, conflict.theirVersion);
      setKeepTheirs(new Set());
    } finally {
      setBusy(false);
    }
  };
  const toggle = (field: string, keep: boolean) => {
    const next = new Set(keepTheirs);
    if (keep) next.add(field);
    else next.delete(field);
    setKeepTheirs(next);
  };

  return (
    <Modal
      opened={conflict !== null}
      onClose={onCancel}
      title={`Someone else saved this ${noun} while you were editing`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {conflict !== null && (
        <Stack>
          <Text size="sm">
            Nothing of yours is lost. These fields were changed by the other save. Where you changed a field too, choose
            whose value to keep; fields only they changed keep their value when you merge.
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Their value</Table.Th>
                  <Table.Th scope="col">Your value</Table.Th>
                  <Table.Th scope="col">Keep</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Th scope="row">{fieldLabel(change.field)}</Table.Th>
                    <Table.Td>{cellText(change.theirs)}</Table.Td>
                    <Table.Td>{cellText(change.mine)}</Table.Td>
                    <Table.Td>
                      {change.conflict ? (
                        <Checkbox
                          label="Keep theirs"
                          checked={keepTheirs.has(change.field)}
                          onChange={(event) => toggle(change.field, event.currentTarget.checked)}
                        />
                      ) : (
                        <Text size="sm">Theirs (you did not change it)</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Back to editing
            </Button>
            <Button variant="light" color="red" onClick={() => void resolve(conflict.mine)} loading={busy}>
              Overwrite with mine
            </Button>
            <Button
              onClick={() => void resolve(mergeRecord(conflict.base, conflict.mine, conflict.theirs, keepTheirs))}
              loading={busy}
            >
              Save merged
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
