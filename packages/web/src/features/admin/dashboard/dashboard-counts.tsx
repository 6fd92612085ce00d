import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AdminDashboard } from '@app/domain';
import { formatCount } from '../../../format/numbers.ts';

/** The headline counts, each linking to the page that manages them. */
export function DashboardCounts({ counts }: { counts: AdminDashboard['counts'] }) {
  const cards = [
    { label: 'New contact submissions', value: counts.newContactSubmissions, to: '/admin/contacts' },
    { label: 'Listings', value: counts.listings, to: '/admin/dashboard/market-activity' },
    { label: 'Agents', value: counts.agents, to: '/admin/agents' },
    { label: 'Articles', value: counts.articles, to: '/admin/articles' },
    { label: 'Communities', value: counts.communities, to: '/admin/communities' },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" component="li">
          <Text fz={28} fw={700} lh={1.2}>
            {formatCount(card.value)}
          </Text>
          <Anchor component={Link} to={card.to} size="sm">
            {card.label}
          </Anchor>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
