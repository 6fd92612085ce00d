import { Box, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PageViewSummary } from '@app/domain';
import { formatUtcShortDay } from '../../../format/dates.ts';
import { formatCount } from '../../../format/numbers.ts';
import { MostViewedListings } from './most-viewed-listings.tsx';

const dayLabel = (day: string) => formatUtcShortDay(new Date(`${day}T12:00:00Z`));

/** Views of the public pages over the last 30 days: a bar per day (with the same figures as a table for screen readers)
 * and the most viewed pages. */
export function PageViewsPanel({ pageViews }: { pageViews: PageViewSummary }) {
  const highest = Math.max(1, ...pageViews.days.map((entry) => entry.views));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="page-views">
      <Title order={2} size="h4" id="page-views">
        Page views
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {formatCount(pageViews.total)} views of public pages from {dayLabel(pageViews.from)} to {dayLabel(pageViews.to)}{' '}
        (first loads in a browser; search engines and other bots are not counted).
      </Text>
      <Group gap={2} align="flex-end" h={96} wrap="nowrap" aria-hidden>
        {pageViews.days.map((entry) => (
          <Box
            key={entry.day}
            title={`${dayLabel(entry.day)}: ${entry.views}`}
            style={{
              flex: 1,
              height: `${Math.max(2, (entry.views / highest) * 100)}%`,
              background: entry.views === 0 ? 'var(--mantine-color-gray-3)' : 'var(--mantine-color-brand-7)',
              borderRadius: 2,
            }}
          />
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Page views per day</caption>
          <tbody>
            {pageViews.days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{dayLabel(entry.day)}</th>
                <td>{entry.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <Title order={3} size="h5" mt="md" mb="xs">
        Most viewed pages
      </Title>
      {pageViews.topPaths.length === 0 ? (
        <Text c="dimmed" size="sm">
          No views counted yet.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Page</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageViews.topPaths.map((entry) => (
              <Table.Tr key={entry.path}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.path}</Table.Td>
                <Table.Td ta="right">{formatCount(entry.views)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <MostViewedListings listings={pageViews.topListings} />
    </Paper>
  );
}
