import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SalesResultsSummary } from '@app/domain';
import { formatPrice } from '../listings/format.ts';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" component="div">
      <Text component="dt" size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz={{ base: 22, sm: 26 }} fw={700} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {note && (
        <Text component="dd" m={0} size="sm">
          {note}
        </Text>
      )}
    </Paper>
  );
}

const sales = (count: number) => (count === 1 ? '1 sale' : `${count} sales`);

/** The totals of a set of sales: number, volume, average price, and the listing and buyer sides. */
export function SalesTotals({ summary, label }: { summary: SalesResultsSummary; label: string }) {
  return (
    <SimpleGrid component="dl" aria-label={label} cols={{ base: 2, md: 5 }} spacing="md" m={0} mb="xl">
      <Stat label="Homes sold" value={String(summary.count)} />
      <Stat label="Total volume" value={formatPrice(summary.totalVolume)} />
      <Stat label="Average price" value={summary.averagePrice === null ? '—' : formatPrice(summary.averagePrice)} />
      <Stat
        label="Listing side"
        value={sales(summary.bySide.listing.count)}
        note={`${formatPrice(summary.bySide.listing.volume)} for sellers`}
      />
      <Stat
        label="Buyer side"
        value={sales(summary.bySide.buyer.count)}
        note={`${formatPrice(summary.bySide.buyer.volume)} for buyers`}
      />
    </SimpleGrid>
  );
}
