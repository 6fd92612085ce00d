import { Stack, Text } from '@mantine/core';
import { BANNER_RULES, BANNERS, type Banner } from '@app/domain';
import type { ContentAdmin, ContentFormField } from '../content/content-admin.ts';
import { DateTimeField } from '../editorial/date-time-field.tsx';
import { FLORIDA_DATE_TIME } from '../editorial/florida-date-time-conversion.ts';
import { LiveStatusBadge } from '../status/live-status-badge.tsx';
import { bannerPublicPath, PLACEMENT_OPTIONS, placementLabel, scheduleText } from './banner-labels.ts';

function dateTimeField(name: 'startsAt' | 'endsAt', label: string, description: string): ContentFormField {
  return {
    kind: 'custom',
    name,
    label,
    convert: FLORIDA_DATE_TIME,
    render: (form) => <DateTimeField label={label} description={description} {...form.getInputProps(name)} />,
  };
}

const now = () => new Date().toISOString();

/** The banners as the generic collection editor manages them: placement, schedule, switch and order. */
export const BANNERS_ADMIN: ContentAdmin<Banner> = {
  area: 'banners',
  collection: BANNERS,
  rules: BANNER_RULES,
  noun: { one: 'banner', many: 'banners' },
  blank: () => ({
    placement: 'home-promo',
    title: '',
    subtitle: '',
    image: { url: '', alt: '' },
    linkUrl: '',
    linkText: '',
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 100,
  }),
  label: (banner) => banner.title,
  sections: [
    {
      title: 'What it says',
      fields: [
        {
          kind: 'select',
          name: 'placement',
          label: 'Placement',
          required: true,
          options: PLACEMENT_OPTIONS,
          description: 'Each placement shows one banner at a time: the first on the site by order.',
        },
        { kind: 'text', name: 'title', label: 'Title', required: true },
        { kind: 'textarea', name: 'subtitle', label: 'Subtitle', rows: 2, description: 'Up to 200 characters' },
        { kind: 'picture', name: 'image', label: 'Picture', required: true, uses: ['hero'] },
        {
          kind: 'text',
          name: 'linkUrl',
          label: 'Link address',
          description: 'A site path such as /search?city=Naples (a saved search), or an https:// address',
        },
        {
          kind: 'text',
          name: 'linkText',
          label: 'Link text',
          description: 'The button’s words, e.g. “See the homes” (up to 40 characters)',
        },
      ],
    },
    {
      title: 'When it shows',
      fields: [
        {
          kind: 'switch',
          name: 'enabled',
          label: 'Switched on',
          description: 'A banner switched off never shows, whatever its schedule.',
        },
        dateTimeField('startsAt', 'Starts', 'Florida time; empty to start at once'),
        dateTimeField('endsAt', 'Ends', 'Florida time; empty to show until disabled'),
        {
          kind: 'number',
          name: 'sortOrder',
          label: 'Order',
          description: 'Lower first among the banners of a placement',
          min: 0,
          max: 99_999,
        },
      ],
    },
  ],
  columns: [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      render: (banner) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {banner.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {banner.subtitle}
          </Text>
        </Stack>
      ),
    },
    { key: 'placement', header: 'Placement', sortable: true, render: (banner) => placementLabel(banner.placement) },
    {
      key: 'enabled',
      header: 'Status',
      sortable: true,
      render: (banner) => <LiveStatusBadge kind="banner" record={banner} />,
    },
    { key: 'startsAt', header: 'Schedule', sortable: true, render: (banner) => scheduleText(banner) },
    { key: 'sortOrder', header: 'Order', sortable: true, render: (banner) => banner.sortOrder },
  ],
  filters: [
    { name: 'placement', label: 'Placement', options: PLACEMENT_OPTIONS },
    {
      name: 'enabled',
      label: 'Switch',
      options: [
        { value: 'true', label: 'Switched on' },
        { value: 'false', label: 'Switched off' },
      ],
    },
  ],
  defaultSort: { sort: 'sortOrder', direction: 'asc' },
  publicPath: (banner) => bannerPublicPath(banner, now()),
  liveKind: 'banner',
  bulkVisibility: true,
  order: { within: { name: 'placement', label: 'Placement', options: PLACEMENT_OPTIONS } },
};
