import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { activitySentence, officeDateTime, type AuditEntry } from '@app/domain';

/** The latest admin changes as plain sentences with their time (ET), and the way to the whole Activity page. */
export function RecentChanges({ changes }: { changes: readonly AuditEntry[] | null }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-changes">
      <Title order={2} size="h4" id="recent-changes" mb="sm">
        Recent changes
      </Title>
      {changes === null && <Text c="dimmed">The change log is open to administrators.</Text>}
      {changes?.length === 0 && <Text c="dimmed">No changes yet.</Text>}
      {changes !== null && changes.length > 0 && (
        <>
          <List spacing="xs" size="sm" listStyleType="none">
            {changes.map((entry) => (
              <List.Item key={entry.id}>
                {activitySentence(entry)}{' '}
                <Text span size="sm" c="dimmed">
                  · {officeDateTime(entry.at)}
                </Text>
              </List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/admin/activity" size="sm" mt="sm" display="inline-block">
            See all activity
          </Anchor>
        </>
      )}
    </Paper>
  );
}
