import { Stack, Text } from '@mantine/core';
import { COMMUNITIES, COMMUNITY_RULES, communityPath, SERVICE_AREA_CITIES, type Community } from '@app/domain';
import type { ContentAdmin } from '../content/content-admin.ts';
import { CommunityPinPicker } from './community-pin-picker.tsx';
import { SubdivisionPicker } from './subdivision-picker.tsx';
import { LiveStatusBadge } from '../status/live-status-badge.tsx';
import { onTheSiteFilter } from '../status/live-filter.ts';

const SUBDIVISIONS_HELP =
  'The MLS subdivision names this community covers, with their homes for sale: its listings and figures come from them.';

const CITY_OPTIONS = SERVICE_AREA_CITIES.map((city) => ({ value: city, label: city }));

/** The communities as the generic collection editor manages them: story, picture, subdivisions, highlights, map
 * position. */
export const COMMUNITIES_ADMIN: ContentAdmin<Community> = {
  area: 'communities',
  collection: COMMUNITIES,
  rules: COMMUNITY_RULES,
  noun: { one: 'community', many: 'communities' },
  blank: () => ({
    slug: '',
    name: '',
    city: '',
    summary: '',
    body: '',
    hero: { url: '', alt: '' },
    subdivisions: [],
    highlights: { amenities: [], schools: [], lifestyle: [] },
    latitude: Number.NaN,
    longitude: Number.NaN,
    published: false,
    sortOrder: 100,
  }),
  label: (community) => community.name,
  sections: [
    {
      title: 'The community',
      fields: [
        { kind: 'text', name: 'name', label: 'Name', required: true },
        { kind: 'slug', name: 'slug', label: 'Slug', from: 'name', pathPrefix: '/communities/', required: true },
        {
          kind: 'text',
          name: 'city',
          label: 'City',
          required: true,
          description: 'The town it belongs to, e.g. Naples',
        },
        {
          kind: 'textarea',
          name: 'summary',
          label: 'Summary',
          required: true,
          rows: 2,
          description: 'One or two sentences for cards and the page description (up to 300 characters)',
        },
        {
          kind: 'rich-text',
          name: 'body',
          label: 'Story',
          description: 'The community’s page text: history, feel, what to know before buying.',
        },
        { kind: 'picture', name: 'hero', label: 'Hero picture', required: true, uses: ['card', 'hero', 'share'] },
      ],
    },
    {
      title: 'Listings and highlights',
      fields: [
        {
          kind: 'custom',
          name: 'subdivisions',
          label: 'MLS subdivisions',
          required: true,
          render: (form) => (
            <SubdivisionPicker
              form={form}
              name="subdivisions"
              label="MLS subdivisions"
              description={SUBDIVISIONS_HELP}
            />
          ),
        },
        {
          kind: 'list',
          name: 'highlights.amenities',
          label: 'Amenities',
          description: 'Short phrases, e.g. “Beach club”',
        },
        { kind: 'list', name: 'highlights.schools', label: 'Schools' },
        { kind: 'list', name: 'highlights.lifestyle', label: 'Lifestyle' },
      ],
    },
    {
      title: 'Map and site',
      fields: [
        {
          kind: 'custom',
          name: 'mapPin',
          label: 'Map pin',
          render: (form) => <CommunityPinPicker form={form} />,
        },
        {
          kind: 'number',
          name: 'latitude',
          label: 'Latitude',
          required: true,
          decimals: true,
          min: -90,
          max: 90,
          description: 'The map’s centre, e.g. 26.1420',
        },
        {
          kind: 'number',
          name: 'longitude',
          label: 'Longitude',
          required: true,
          decimals: true,
          min: -180,
          max: 180,
          description: 'e.g. -81.7948',
        },
        {
          kind: 'switch',
          name: 'published',
          label: 'Show on the site',
          description: 'A hidden community stays here but leaves the site.',
        },
        {
          kind: 'number',
          name: 'sortOrder',
          label: 'Order',
          description: 'Lower first on /communities and the home page',
          min: 0,
          max: 99_999,
        },
      ],
    },
  ],
  columns: [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (community) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {community.name}
          </Text>
          <Text size="xs" c="dimmed">
            {communityPath(community.slug)}
          </Text>
        </Stack>
      ),
    },
    { key: 'city', header: 'City', sortable: true, render: (community) => community.city },
    {
      key: 'published',
      header: 'Status',
      sortable: true,
      render: (community) => <LiveStatusBadge kind="community" record={community} />,
    },
    { key: 'subdivisions', header: 'Subdivisions', render: (community) => community.subdivisions.length },
    { key: 'sortOrder', header: 'Order', sortable: true, render: (community) => community.sortOrder },
  ],
  filters: [onTheSiteFilter('published'), { name: 'city', label: 'City', options: CITY_OPTIONS }],
  defaultSort: { sort: 'sortOrder', direction: 'asc' },
  publicPath: (community) => (community.published ? communityPath(community.slug) : null),
  liveKind: 'community',
  bulkVisibility: true,
};
