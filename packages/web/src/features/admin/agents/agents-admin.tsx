import { Group, Stack, Text } from '@mantine/core';
import { AGENT_RULES, AGENTS, agentPath, type Agent } from '@app/domain';
import type { ContentAdmin } from '../content/content-admin.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { LiveStatusBadge } from '../status/live-status-badge.tsx';
import { ON_THE_SITE_FILTER_OPTIONS } from '../status/live-filter.ts';

const YES_NO = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The agents as the generic collection editor manages them. */
export const AGENTS_ADMIN: ContentAdmin<Agent> = {
  area: 'agents',
  collection: AGENTS,
  rules: AGENT_RULES,
  noun: { one: 'agent', many: 'agents' },
  blank: () => ({
    slug: '',
    name: '',
    title: '',
    phone: '',
    email: '',
    photo: { url: '', alt: '' },
    bio: '',
    languages: ['English'],
    specialties: [],
    licenseNumber: '',
    mlsMemberId: null,
    links: { facebook: '', instagram: '', linkedin: '', youtube: '', website: '' },
    isBroker: false,
    visible: true,
    sortOrder: 100,
  }),
  label: (agent) => agent.name,
  sections: [
    {
      title: 'Who they are',
      fields: [
        { kind: 'text', name: 'name', label: 'Name', required: true },
        {
          kind: 'slug',
          name: 'slug',
          label: 'Slug',
          from: 'name',
          pathPrefix: '/about/meet-our-agents/',
          required: true,
        },
        {
          kind: 'text',
          name: 'title',
          label: 'Job title',
          description: 'e.g. Realtor®, Waterfront Specialist',
          required: true,
        },
        { kind: 'picture', name: 'photo', label: 'Photo', uses: ['headshot', 'share'] },
        {
          kind: 'textarea',
          name: 'bio',
          label: 'Bio',
          description: 'Plain text; leave a blank line between paragraphs.',
          rows: 6,
        },
        { kind: 'list', name: 'languages', label: 'Languages' },
        { kind: 'list', name: 'specialties', label: 'Specialties' },
      ],
    },
    {
      title: 'Contact and licence',
      fields: [
        { kind: 'text', name: 'phone', label: 'Phone', type: 'tel', required: true },
        { kind: 'text', name: 'email', label: 'Email', type: 'email', required: true },
        {
          kind: 'text',
          name: 'licenseNumber',
          label: 'Florida licence number',
          description: 'BK or BL for brokers, SL for sales associates',
          required: true,
        },
        {
          kind: 'text',
          name: 'mlsMemberId',
          label: 'MLS member id',
          description: 'Links the agent to their listings; leave empty when not an MLS member.',
        },
        { kind: 'text', name: 'links.facebook', label: 'Facebook', type: 'url' },
        { kind: 'text', name: 'links.instagram', label: 'Instagram', type: 'url' },
        { kind: 'text', name: 'links.linkedin', label: 'LinkedIn', type: 'url' },
        { kind: 'text', name: 'links.youtube', label: 'YouTube', type: 'url' },
        { kind: 'text', name: 'links.website', label: 'Website', type: 'url' },
      ],
    },
    {
      title: 'On the site',
      fields: [
        {
          kind: 'switch',
          name: 'visible',
          label: 'Show on the site',
          description: 'Hidden agents keep their page text but leave the team list.',
        },
        { kind: 'switch', name: 'isBroker', label: 'Broker', description: 'A broker gets an About page of their own.' },
        {
          kind: 'number',
          name: 'sortOrder',
          label: 'Sort order',
          description: 'Lower first in the team list',
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
      render: (agent) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {agent.name}
          </Text>
          <Text size="xs" c="dimmed">
            {agent.title}
          </Text>
        </Stack>
      ),
    },
    { key: 'email', header: 'Email', sortable: true, render: (agent) => agent.email },
    {
      key: 'visible',
      header: 'Status',
      sortable: true,
      render: (agent) => (
        <Group gap={4}>
          <LiveStatusBadge kind="agent" record={agent} />
          {agent.isBroker && <StatusBadge tone="info">Broker</StatusBadge>}
        </Group>
      ),
    },
    { key: 'sortOrder', header: 'Order', sortable: true, render: (agent) => agent.sortOrder },
  ],
  filters: [
    { name: 'visible', label: 'Status', options: ON_THE_SITE_FILTER_OPTIONS },
    { name: 'isBroker', label: 'Brokers', options: YES_NO('Brokers only', 'Not brokers') },
  ],
  defaultSort: { sort: 'sortOrder', direction: 'asc' },
  publicPath: (agent) => (agent.visible ? agentPath(agent.slug) : null),
  liveKind: 'agent',
  bulkVisibility: true,
  order: {},
};
