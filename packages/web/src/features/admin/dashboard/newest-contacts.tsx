import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CONTACT_TOPIC_LABELS, type ContactSubmission, type LeadChannelCounts } from '@app/domain';
import { LeadsBySource } from './leads-by-source.tsx';
import { formatReceived } from '../contacts/contact-labels.ts';

/** The newest submissions nobody has answered yet, and where the month's leads came from. */
export function NewestContacts({
  submissions,
  leadsBySource,
}: {
  submissions: readonly ContactSubmission[];
  leadsBySource: LeadChannelCounts;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="newest-contacts">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="newest-contacts">
          New contact submissions
        </Title>
        <Anchor component={Link} to="/admin/contacts" size="sm">
          All submissions
        </Anchor>
      </Group>
      {submissions.length === 0 && <Text c="dimmed">Nothing waiting: every message has been followed up.</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {submissions.map((item) => (
          <li key={item.id}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{item.name}</Text>
              <Badge variant="light" color="blue">
                {CONTACT_TOPIC_LABELS[item.topic]}
              </Badge>
              <Text size="sm" c="dimmed">
                {formatReceived(item.createdAt)}
              </Text>
            </Group>
            <Text size="sm" lineClamp={2}>
              {item.message}
            </Text>
          </li>
        ))}
      </Stack>
      <LeadsBySource counts={leadsBySource} />
    </Paper>
  );
}
