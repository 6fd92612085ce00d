import { Paper, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { NET_PROCEEDS_LINES, netProceeds, type NetProceedsLine } from '@app/domain';
import { formatDollars } from '../../format/money.ts';
import { readNetSheet, type NetSheetValues } from './net-sheet-values.ts';

const FIELDS: readonly { name: keyof NetSheetValues; label: string; type?: string; description?: string }[] = [
  { name: 'price', label: 'Sale price ($)' },
  { name: 'mortgagePayoff', label: 'Mortgage payoff ($)' },
  { name: 'commissionPercent', label: 'Commission (%)' },
  { name: 'annualPropertyTax', label: 'Annual property tax ($)' },
  { name: 'closingDate', label: 'Closing date', type: 'date' },
  { name: 'hoaEstoppelFee', label: 'HOA estoppel fee ($)', description: 'Florida caps it at $299 for most owners' },
];

const LINE_LABELS: Readonly<Record<NetProceedsLine, string>> = {
  mortgagePayoff: 'Mortgage payoff',
  commission: 'Commission',
  deedStampTax: 'Documentary stamp tax on the deed (0.70 %)',
  ownerTitleInsurance: 'Owner’s title insurance (Florida promulgated rate)',
  proratedPropertyTax: 'Property taxes, January 1 to closing',
  hoaEstoppelFee: 'HOA estoppel fee',
};

const dollars = (cents: number) => formatDollars(cents / 100);

/** A Florida seller's net proceeds: every figure editable, every cost line and the net worked out as they type. */
export function NetProceedsSheet({ initial }: { initial: NetSheetValues }) {
  const [values, setValues] = useState(initial);
  // A figure's problem is shown once the visitor has changed it (or it came filled in), never on an untouched box.
  const [changed, setChanged] = useState<ReadonlySet<string>>(
    () => new Set(FIELDS.filter((field) => initial[field.name] !== '').map((field) => field.name)),
  );
  const read = readNetSheet(values);
  const sheet = 'input' in read ? netProceeds(read.input) : null;
  const errorOf = (field: string) =>
    'issues' in read && changed.has(field) ? read.issues.find((issue) => issue.field === field)?.message : undefined;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="net-sheet-title">
      <Title order={2} id="net-sheet-title" size="h3">
        What you would walk away with
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        A Florida seller’s net proceeds sheet. Change any figure; the costs follow.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mt="md">
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            id={`net-${field.name}`}
            label={field.label}
            description={field.description}
            type={field.type ?? 'text'}
            inputMode={field.type === undefined ? 'decimal' : undefined}
            value={values[field.name]}
            error={errorOf(field.name)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: value }));
              setChanged((current) => new Set(current).add(field.name));
            }}
          />
        ))}
      </SimpleGrid>
      {sheet !== null && (
        <Table mt="lg" data-testid="net-sheet" aria-live="polite">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Sale price</Table.Th>
              <Table.Td ta="right">{dollars(sheet.priceCents)}</Table.Td>
            </Table.Tr>
            {NET_PROCEEDS_LINES.map((line) => (
              <Table.Tr key={line}>
                <Table.Th scope="row" fw={400}>
                  {LINE_LABELS[line]}
                </Table.Th>
                <Table.Td ta="right">−{dollars(sheet.lines[line])}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Estimated net proceeds</Table.Th>
              <Table.Td ta="right" fw={700} data-testid="net-proceeds">
                {dollars(sheet.netCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {sheet === null && values.price.trim() === '' && (
        <Text size="sm" mt="md">
          Type a sale price to see each cost and what you would walk away with.
        </Text>
      )}
    </Paper>
  );
}
