import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ListingViews } from '@app/domain';
import { formatCount } from '../../../format/numbers.ts';

/** The listing pages viewed most in the dashboard's 30 days, each linking to its page. */
export function MostViewedListings({ listings }: { listings: readonly ListingViews[] }) {
  return (
    <>
      <Title order={3} size="h5" mt="md" mb="xs">
        Most viewed homes
      </Title>
      {listings.length === 0 ? (
        <Text c="dimmed" size="sm">
          No listing page viewed yet.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Home</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {listings.map((entry) => (
              <Table.Tr key={entry.listingId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/properties/$listingId" params={{ listingId: entry.listingId }} />
                    )}
                  >
                    {entry.address ?? `MLS ${entry.listingId}`}
                  </Anchor>
                  {entry.address === null ? ' (no longer listed)' : null}
                </Table.Td>
                <Table.Td ta="right">{formatCount(entry.views)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
