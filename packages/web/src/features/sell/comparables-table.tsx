import { Anchor, ScrollArea, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatListingAddress, type AdjustedComparable } from '@app/domain';
import { formatFloridaMonthDayYear } from '../../format/dates.ts';
import { formatDollars } from '../../format/money.ts';
import { formatCount } from '../../format/numbers.ts';

function where(comparable: AdjustedComparable): string {
  if (comparable.tier === 'subdivision') return 'Same subdivision';
  return comparable.distanceMiles === null ? 'Same city' : `${comparable.distanceMiles.toFixed(1)} mi away`;
}

/** The comparables: what each sold for and when, its size, and its price per square foot brought to today. */
export function ComparablesTable({ comparables }: { comparables: readonly AdjustedComparable[] }) {
  return (
    <ScrollArea type="auto" tabIndex={0} aria-label="Comparable sales, scrolls sideways" role="region">
      <Table striped highlightOnHover miw={720} data-testid="comparables">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Home</Table.Th>
            <Table.Th scope="col">Sold</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Sq ft</Table.Th>
            <Table.Th scope="col">Price / sq ft (today)</Table.Th>
            <Table.Th scope="col">Where</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparables.map((comparable) => {
            const { sale } = comparable;
            return (
              <Table.Tr key={sale.ListingKey}>
                <Table.Td>
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/properties/$listingId" params={{ listingId: sale.ListingId }} />
                    )}
                  >
                    {formatListingAddress(sale)}
                  </Anchor>
                  {sale.SubdivisionName && <div>{sale.SubdivisionName}</div>}
                </Table.Td>
                <Table.Td>{formatFloridaMonthDayYear(Date.parse(`${sale.CloseDate}T12:00:00Z`))}</Table.Td>
                <Table.Td>{formatDollars(sale.ClosePrice)}</Table.Td>
                <Table.Td>{formatCount(sale.LivingArea)}</Table.Td>
                <Table.Td>{formatDollars(comparable.adjustedPricePerSqft)}</Table.Td>
                <Table.Td>{where(comparable)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
