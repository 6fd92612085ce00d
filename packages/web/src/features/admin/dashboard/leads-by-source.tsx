import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LEAD_CHANNEL_LABELS, LEAD_CHANNELS, type LeadChannelCounts } from '@app/domain';
import { formatCount } from '../../../format/numbers.ts';

/** The channels that brought leads, most first (ties in the channels' own order). */
export function channelsWithLeads(counts: LeadChannelCounts) {
  return LEAD_CHANNELS.filter((channel) => counts[channel] > 0)
    .map((channel) => ({ channel, leads: counts[channel] }))
    .sort((a, b) => b.leads - a.leads);
}

/** Where the dashboard's 30 days of leads came from, each linking to the inbox filtered by that source. */
export function LeadsBySource({ counts }: { counts: LeadChannelCounts }) {
  const rows = channelsWithLeads(counts);
  return (
    <>
      <Title order={3} size="h5" mt="md" mb="xs">
        Leads by source, last 30 days
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No lead received in the last 30 days.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th ta="right">Leads</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ channel, leads }) => (
              <Table.Tr key={channel}>
                <Table.Td>
                  <Anchor renderRoot={(props) => <Link {...props} to="/admin/contacts" search={{ channel }} />}>
                    {LEAD_CHANNEL_LABELS[channel]}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatCount(leads)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
