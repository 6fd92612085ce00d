import { Paper, Table, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@app/domain';
import { formatReceived } from '../contacts/contact-labels.ts';
import { changeLines, changeTitle } from './change-summary.ts';

/** The latest admin changes: who, when, what, and each changed field before → after. */
export function RecentChanges({ changes }: { changes: readonly AuditEntry[] | null }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-changes">
      <Title order={2} size="h4" id="recent-changes" mb="sm">
        Recent changes
      </Title>
      {changes === null && <Text c="dimmed">The change log is open to administrators.</Text>}
      {changes?.length === 0 && <Text c="dimmed">No changes yet.</Text>}
      {changes !== null && changes.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Before → after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReceived(entry.at)}</Table.Td>
                  <Table.Td>{entry.actorEmail}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {changeTitle(entry)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {entry.summary}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {changeLines(entry).map((line) => (
                      <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
