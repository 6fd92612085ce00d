import { Anchor, Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { CONTACT_TOPIC_LABELS, isOverdue, leadSourceLabel, localDay, type ContactSubmission } from '@app/domain';
import { withQuery } from '../kit/admin-http.ts';
import { AdminListTable, type AdminColumn } from '../kit/admin-list-table.tsx';
import { AdminPage } from '../kit/admin-page.tsx';
import { StatusBadge } from '../kit/status-badge.tsx';
import { loadAdminList, type AdminListSpec } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { useSelection } from '../kit/use-selection.ts';
import { ContactDetail } from './contact-detail.tsx';
import { ContactsBulkBar } from './contacts-bulk-bar.tsx';
import { loadContactDetail } from './contact-detail-load.ts';
import { agentLabel, loadAgentChoices, NOBODY_CHOICE, type AgentChoice } from './lead-agents.ts';
import {
  CHANNEL_OPTIONS,
  CONTACT_STATUS_TONES,
  CONTACT_STATUS_LABELS,
  formatFollowUpDay,
  formatReceived,
  STATUS_OPTIONS,
  TOPIC_OPTIONS,
} from './contact-labels.ts';

const PATH = '/api/admin/contacts';
const CONTACTS: AdminListSpec = { path: PATH, sort: 'createdAt', direction: 'desc', pageState: ['submission'] };

/** The route's loader: the page of submissions the address asks for, and the one open in the side panel
 * (`?submission={id}`). */
export const loadPage = (async ({ api, search }) => {
  const { submission } = search;
  const [list, open, agents] = await Promise.all([
    loadAdminList<ContactSubmission>(api, CONTACTS, search),
    typeof submission === 'string' ? loadContactDetail(api, submission) : null,
    loadAgentChoices(api),
  ]);
  // Today in office time, for the overdue marks (taken here, not while rendering).
  return { list, open, agents, today: localDay(Date.now()) };
}) satisfies AdminPageLoader<unknown>;

/** The follow-up day, marked when it has passed on an open lead. */
function FollowUp({ row, today }: { row: ContactSubmission; today: string }) {
  if (row.followUpOn === null) return null;
  return isOverdue(row, today) ? (
    <StatusBadge tone="attention">Overdue: {formatFollowUpDay(row.followUpOn)}</StatusBadge>
  ) : (
    formatFollowUpDay(row.followUpOn)
  );
}

const columns = (agents: readonly AgentChoice[], today: string): AdminColumn<ContactSubmission>[] => [
  { key: 'createdAt', header: 'Received (ET)', sortable: true, render: (row) => formatReceived(row.createdAt) },
  { key: 'name', header: 'Name', sortable: true, render: (row) => <Text fw={500}>{row.name}</Text> },
  {
    key: 'email',
    header: 'Email',
    sortable: true,
    render: (row) => (
      <Anchor href={`mailto:${row.email}`} size="sm">
        {row.email}
      </Anchor>
    ),
  },
  { key: 'topic', header: 'Kind', sortable: true, render: (row) => CONTACT_TOPIC_LABELS[row.topic] },
  { key: 'channel', header: 'Source', render: (row) => leadSourceLabel(row) },
  { key: 'assignedAgentId', header: 'Assigned to', render: (row) => agentLabel(agents, row.assignedAgentId) },
  { key: 'followUpOn', header: 'Follow up by', render: (row) => <FollowUp row={row} today={today} /> },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (row) => (
      <StatusBadge tone={CONTACT_STATUS_TONES[row.status]}>{CONTACT_STATUS_LABELS[row.status]}</StatusBadge>
    ),
  },
];

/** `/admin/contacts`: messages visitors sent, followed up by status and notes, exported as CSV. */
export default function ContactsPage() {
  const { list: loaded, open, agents, today } = useAdminPageData<typeof loadPage>();
  const list = useRouteAdminList(CONTACTS, loaded);
  const navigate = useNavigate();
  const submissions = list.data?.items ?? [];
  const selection = useSelection(submissions.map((row) => row.id));
  const show = (submission: string | undefined) => navigate({ to: '.', search: (old) => ({ ...old, submission }) });
  const exportQuery = {
    ...list.query.filters,
    search: list.query.search.trim(),
    sort: list.query.sort,
    direction: list.query.direction,
  };

  return (
    <AdminPage
      title="Contact submissions"
      description="Messages from the contact page, listing inquiries and showing requests, newest first; times are office time (ET). Open one to read it, give it to an agent, set the day to follow up by, note what was done and move it from New to Contacted to Closed."
      actions={
        <Button
          component="a"
          href={withQuery(`${PATH}/export.csv`, exportQuery)}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
        >
          Export CSV
        </Button>
      }
    >
      <ContactsBulkBar submissions={submissions} selection={selection} agents={agents} onDone={list.reload} />
      <AdminListTable
        list={list}
        columns={columns(agents, today)}
        rowKey={(row) => row.id}
        selection={selection}
        rowLabel={(row) => `the message from ${row.name}`}
        searchLabel="Search name, email, phone or message"
        noun="submissions"
        emptyText="No submissions match. Clear the search or the filters to see every message."
        filters={
          <Group gap="sm" align="flex-end">
            <Select
              label="Status"
              placeholder="Any status"
              data={STATUS_OPTIONS}
              value={list.query.filters.status ?? null}
              onChange={(value) => list.setFilter('status', value ?? undefined)}
              clearable
              w={160}
            />
            <Select
              label="Kind"
              placeholder="Any kind"
              data={TOPIC_OPTIONS}
              value={list.query.filters.topic ?? null}
              onChange={(value) => list.setFilter('topic', value ?? undefined)}
              clearable
              w={190}
            />
            <Select
              label="Source"
              placeholder="Any source"
              data={CHANNEL_OPTIONS}
              value={list.query.filters.channel ?? null}
              onChange={(value) => list.setFilter('channel', value ?? undefined)}
              clearable
              w={180}
            />
            <Select
              label="Agent"
              placeholder="Any agent"
              data={[NOBODY_CHOICE, ...agents]}
              value={list.query.filters.agent ?? null}
              onChange={(value) => list.setFilter('agent', value ?? undefined)}
              clearable
              searchable
              w={200}
            />
            <Checkbox
              label="Overdue only"
              checked={list.query.filters.overdue === 'true'}
              onChange={(event) => list.setFilter('overdue', event.currentTarget.checked ? 'true' : undefined)}
              mb={8}
            />
          </Group>
        }
        actions={(row) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => void show(row.id)}
            aria-label={`Open the message from ${row.name}`}
          >
            Open
          </Button>
        )}
      />
      {open !== null && (
        <ContactDetail
          key={open.id}
          loaded={open}
          agents={agents}
          onClose={() => show(undefined)}
          onChanged={list.reload}
        />
      )}
    </AdminPage>
  );
}
