import { Stack, Text } from '@mantine/core';
import { SALES_RESULTS, SALES_RESULT_RULES, type SalesResult } from '@app/domain';
import type { ContentAdmin } from '../content/content-admin.ts';
import { PUBLISHED_FILTER, PublishedBadge } from './published-badge.tsx';
import { formatDollars } from '../../../format/money.ts';

const SIDES = [
  { value: 'listing', label: 'Listing side (we sold it)' },
  { value: 'buyer', label: 'Buyer side (we bought it)' },
];

/** Sales results as the generic collection editor manages them. */
export const SALES_RESULTS_ADMIN: ContentAdmin<SalesResult> = {
  area: 'sales-results',
  collection: SALES_RESULTS,
  rules: SALES_RESULT_RULES,
  noun: { one: 'sales result', many: 'sales results' },
  blank: () => ({
    address: '',
    city: '',
    price: Number.NaN,
    closedOn: '',
    side: 'listing',
    agentId: null,
    photo: { url: '', alt: '' },
    published: true,
  }),
  label: (sale) => sale.address,
  sections: [
    {
      title: 'The sale',
      fields: [
        { kind: 'text', name: 'address', label: 'Address', required: true },
        { kind: 'text', name: 'city', label: 'City', required: true },
        { kind: 'number', name: 'price', label: 'Sold price (US dollars)', min: 1, required: true },
        { kind: 'date', name: 'closedOn', label: 'Closing date', required: true },
        { kind: 'select', name: 'side', label: 'Side', options: SIDES, required: true },
        { kind: 'agent', name: 'agentId', label: 'Agent', nullLabel: 'The whole team' },
        { kind: 'picture', name: 'photo', label: 'Photo', uses: ['card'] },
      ],
    },
    {
      title: 'On the site',
      fields: [
        {
          kind: 'switch',
          name: 'published',
          label: 'Show on the site',
          description: 'Shown on /about/our-sales-results and counted in its totals.',
        },
      ],
    },
  ],
  columns: [
    {
      key: 'address',
      header: 'Address',
      sortable: true,
      render: (sale) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {sale.address}
          </Text>
          <Text size="xs" c="dimmed">
            {sale.city}
          </Text>
        </Stack>
      ),
    },
    { key: 'price', header: 'Price', sortable: true, render: (sale) => formatDollars(sale.price) },
    { key: 'closedOn', header: 'Closed', sortable: true, render: (sale) => sale.closedOn },
    { key: 'side', header: 'Side', sortable: true, render: (sale) => (sale.side === 'listing' ? 'Listing' : 'Buyer') },
    {
      key: 'published',
      header: 'Status',
      sortable: true,
      render: (sale) => <PublishedBadge published={sale.published} />,
    },
  ],
  filters: [PUBLISHED_FILTER, { name: 'side', label: 'Side', options: SIDES }],
  defaultSort: { sort: 'closedOn', direction: 'desc' },
  publicPath: (sale) => (sale.published ? '/about/our-sales-results' : null),
  bulkVisibility: true,
};
