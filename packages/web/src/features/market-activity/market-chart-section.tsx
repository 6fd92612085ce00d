import { Box, Table, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { CHART_HEIGHT } from './chart-height.ts';
import { shortMonthLabel } from './market-figures.ts';
import { useIsClient } from './use-is-client.ts';
import classes from './market-chart-section.module.css';

/** A column of a chart's table: the figure's name and how it is written. */
export interface MarketColumn<Row> {
  readonly label: string;
  readonly value: (row: Row) => string;
}

/**
 * A chart with its figures as a table, the same data for readers who do not see the chart (the
 * chart is hidden from assistive technology; the table is its text alternative). The chart is
 * drawn in the browser only (it measures its width, and its library loads after the page); the
 * table is in the server's HTML.
 */
export function MarketChartSection<Row extends { month: string }>(props: {
  id: string;
  title: string;
  description: string;
  rows: readonly Row[];
  columns: readonly MarketColumn<Row>[];
  chart: () => ReactNode;
}) {
  const isClient = useIsClient();
  const { id, title, rows, columns } = props;
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        {props.description}
      </Text>
      <Box h={CHART_HEIGHT} aria-hidden="true" data-testid={`${id}-chart`}>
        {isClient && <Suspense fallback={null}>{props.chart()}</Suspense>}
      </Box>
      <details className={classes.details}>
        <summary>{title}: the figures as a table</summary>
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder captionSide="top" data-testid={`${id}-table`}>
            <Table.Caption>
              {title}, {shortMonthLabel(rows[0]?.month ?? '')} to {shortMonthLabel(rows.at(-1)?.month ?? '')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.label} scope="col" ta="right">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Th scope="row" fw={500}>
                    {shortMonthLabel(row.month)}
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.label} ta="right">
                      {column.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </section>
  );
}
