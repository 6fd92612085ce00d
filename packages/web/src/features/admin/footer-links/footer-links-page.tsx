import { Anchor, Button, Group, Select, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ERROR_MESSAGES, type FooterLink } from '@app/domain';
import { AdminListTable, type AdminColumn } from '../kit/admin-list-table.tsx';
import { AdminPage } from '../kit/admin-page.tsx';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { LiveWordBadge } from '../status/live-status-badge.tsx';
import { FooterLinkForm } from './footer-link-form.tsx';
import { FooterOrderPanel } from './footer-order-panel.tsx';
import { ChangeOrderButton } from '../kit/reorder-list.tsx';
import { fetchAdminLinks, footerLinkQueryOf } from './admin-footer-links.ts';
import { createFooterLinkAdminClient } from './footer-link-admin-client.ts';
import { useFooterLinkList } from './footer-link-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { formatDateTime } from '../../../format/dates.ts';

/** When a change shows: the server drops its caches on every write; an open tab keeps its footer up to 30 minutes. */
const WHEN_CHANGES_SHOW =
  'A change shows on every newly opened page at once; a visitor who already has the site open sees it within 30 minutes.';

const COLUMNS: AdminColumn<FooterLink>[] = [
  { key: 'link_text', header: 'Link text', render: (link) => <Text fw={500}>{link.link_text}</Text> },
  {
    key: 'link_url',
    header: 'URL',
    render: (link) => (
      <Anchor href={link.link_url} target="_blank" rel="noreferrer" size="sm">
        {link.link_url}
      </Anchor>
    ),
  },
  { key: 'column', header: 'Column', sortable: true, render: (link) => link.column },
  { key: 'sort_order', header: 'Sort order', sortable: true, render: (link) => link.sort_order ?? '—' },
  {
    key: 'enabled',
    header: 'Status',
    render: (link) => <LiveWordBadge status={{ word: link.enabled ? 'On the site' : 'Hidden' }} />,
  },
  { key: 'updated_at', header: 'Updated', render: (link) => formatDateTime(new Date(link.updated_at)) },
];

/** The route's loader: the page of links the address asks for. */
export const loadPage = (({ api, search }) =>
  fetchAdminLinks(createFooterLinkAdminClient(api), footerLinkQueryOf(search))) satisfies AdminPageLoader<unknown>;

/** `/admin/footer-links`: the footer's links, with the spec's list, filters, order, pages and writes. */
export default function FooterLinksPage() {
  const { list, createLink, updateLink, deleteLink } = useFooterLinkList(useAdminPageData<typeof loadPage>());
  const [editing, setEditing] = useState<FooterLink | null | undefined>(undefined);
  const [ordering, setOrdering] = useState(false);

  return (
    <AdminPage
      title="Footer links"
      description={`The links in the public site's footer, by column. ${WHEN_CHANGES_SHOW}`}
      actions={
        <Group gap="xs">
          <ChangeOrderButton onClick={() => setOrdering(true)} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            New link
          </Button>
        </Group>
      }
    >
      <AdminListTable
        list={list}
        columns={COLUMNS}
        rowKey={(link) => link.id}
        searchLabel="Search link text"
        noun="links"
        filters={
          <Group gap="md" align="flex-end">
            <Select
              label="Order"
              data={[
                { value: 'sort_order', label: 'Sort order' },
                { value: 'column', label: 'Column, then sort order' },
              ]}
              value={list.query.sort ?? 'sort_order'}
              onChange={(value) => value !== null && list.setSort(value)}
              allowDeselect={false}
              w={220}
            />
            <Switch
              label="Links on the site only"
              checked={list.query.filters.enabledOnly === 'true'}
              onChange={(event) => list.setFilter('enabledOnly', event.currentTarget.checked ? 'true' : undefined)}
              mb={8}
            />
          </Group>
        }
        actions={(link) => (
          <>
            <Button size="xs" variant="light" onClick={() => setEditing(link)} aria-label={`Edit ${link.link_text}`}>
              Edit
            </Button>
            <ConfirmDeleteButton
              itemLabel={`the link "${link.link_text}"`}
              failureMessage={ERROR_MESSAGES.footerLinkDeleteFailed}
              onConfirm={() => deleteLink(link.id)}
            />
          </>
        )}
      />
      {ordering && (
        <FooterOrderPanel
          opened={ordering}
          onClose={() => {
            setOrdering(false);
            list.reload();
          }}
        />
      )}
      {editing !== undefined && (
        <FooterLinkForm
          link={editing}
          onClose={() => setEditing(undefined)}
          failureMessage={
            editing === null ? ERROR_MESSAGES.footerLinkCreateFailed : ERROR_MESSAGES.footerLinkUpdateFailed
          }
          onSave={(fields) => (editing === null ? createLink(fields) : updateLink(editing.id, fields))}
        />
      )}
    </AdminPage>
  );
}
