import { Stack, Text } from '@mantine/core';
import { TESTIMONIAL_RULES, TESTIMONIALS, type Testimonial } from '@app/domain';
import { ratingText } from '../../testimonials/rating-text.ts';
import type { ContentAdmin } from '../content/content-admin.ts';
import { PUBLISHED_FILTER, PublishedBadge } from './published-badge.tsx';

const RATINGS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: ratingText(stars) }));

/** The first words of a quote, for the list. */
function shortQuote(quote: string): string {
  return quote.length > 90 ? `${quote.slice(0, 87).trimEnd()}…` : quote;
}

/** Testimonials as the generic collection editor manages them. */
export const TESTIMONIALS_ADMIN: ContentAdmin<Testimonial> = {
  area: 'testimonials',
  collection: TESTIMONIALS,
  rules: TESTIMONIAL_RULES,
  noun: { one: 'testimonial', many: 'testimonials' },
  blank: () => ({
    authorName: '',
    place: '',
    quote: '',
    rating: 5,
    agentId: null,
    givenOn: new Date().toISOString().slice(0, 10),
    published: true,
    sortOrder: 100,
  }),
  label: (testimonial) => `from ${testimonial.authorName}`,
  sections: [
    {
      title: 'The testimonial',
      fields: [
        {
          kind: 'text',
          name: 'authorName',
          label: "Author's name",
          description: 'As the client agreed to be named, e.g. Linda and Tom B.',
          required: true,
        },
        {
          kind: 'text',
          name: 'place',
          label: 'Place',
          description: 'Where and what, e.g. Sold in Pelican Bay, Naples',
        },
        { kind: 'textarea', name: 'quote', label: 'Quote', required: true, rows: 4 },
        {
          kind: 'select',
          name: 'rating',
          label: 'Rating',
          options: RATINGS,
          required: true,
          convert: { toForm: (value) => String(value), toField: (value) => Number(value) },
        },
        { kind: 'agent', name: 'agentId', label: 'About the agent', nullLabel: 'The whole team' },
        { kind: 'date', name: 'givenOn', label: 'Date given', required: true },
      ],
    },
    {
      title: 'On the site',
      fields: [
        {
          kind: 'switch',
          name: 'published',
          label: 'Show on the site',
          description: 'Shown on /about/testimonials, the home page and the agent’s page.',
        },
        { kind: 'number', name: 'sortOrder', label: 'Sort order', description: 'Lower first', min: 0, max: 99_999 },
      ],
    },
  ],
  columns: [
    {
      key: 'authorName',
      header: 'Author',
      sortable: true,
      render: (testimonial) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {testimonial.authorName}
          </Text>
          <Text size="xs" c="dimmed">
            {testimonial.place}
          </Text>
        </Stack>
      ),
    },
    { key: 'quote', header: 'Quote', render: (testimonial) => <Text size="sm">{shortQuote(testimonial.quote)}</Text> },
    { key: 'rating', header: 'Rating', sortable: true, render: (testimonial) => `${testimonial.rating} / 5` },
    { key: 'givenOn', header: 'Date', sortable: true, render: (testimonial) => testimonial.givenOn },
    {
      key: 'published',
      header: 'Status',
      sortable: true,
      render: (testimonial) => <PublishedBadge published={testimonial.published} />,
    },
  ],
  filters: [PUBLISHED_FILTER, { name: 'rating', label: 'Rating', options: RATINGS }],
  defaultSort: { sort: 'sortOrder', direction: 'asc' },
  publicPath: (testimonial) => (testimonial.published ? '/about/testimonials' : null),
  bulkVisibility: true,
};
