import { Anchor, Button, Drawer, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContentEntity } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { AdminListTable } from '../kit/admin-list-table.tsx';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { contentApiPath, contentListSpec, type ContentAdmin, type ContentPageData } from './content-admin.ts';
import { ContentRecordForm } from './content-record-form.tsx';
import { LiveContextProvider } from '../status/live-context.tsx';
import { ChangeOrderButton } from '../kit/reorder-list.tsx';
import { useSelection } from '../kit/use-selection.ts';
import { ContentBulkBar } from './content-bulk-bar.tsx';
import { ContentOrderPanel } from './content-order-panel.tsx';
import { RecordLiveBar } from '../status/record-live-bar.tsx';

/** Which record the drawer edits: none (closed), a new one, or a stored one. */
type Editing<T> =
  { readonly kind: 'closed' } | { readonly kind: 'new' } | { readonly kind: 'edit'; readonly record: T };

/**
 * The generic editor of a content collection: its list (search, filters, sortable columns, exact
 * count, pages) with edit, view-on-site and delete (asks first) on each row, and a "New" button;
 * the form opens in a side drawer and the list reloads after each change.
 */
export function ContentCollectionManager<T extends ContentEntity>({
  admin,
  loaded,
}: {
  readonly admin: ContentAdmin<T>;
  readonly loaded: ContentPageData<T>;
}) {
  const api = useAdminApi();
  const list = useRouteAdminList(contentListSpec(admin), loaded.list);
  const [editing, setEditing] = useState<Editing<T>>({ kind: 'closed' });
  const [dirty, setDirty] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const records = list.data?.items ?? [];
  const selection = useSelection(records.map((record) => record.id));
  const unsaved = useUnsavedChanges(dirty);
  const close = () => {
    setDirty(false);
    setEditing({ kind: 'closed' });
  };
  const askThenClose = unsaved.guard(close);
  const title =
    editing.kind === 'edit' ? `Edit the ${admin.noun.one} ${admin.label(editing.record)}` : `New ${admin.noun.one}`;

  return (
    <LiveContextProvider value={loaded.live}>
      <Group justify="flex-end">
        {admin.order !== undefined && <ChangeOrderButton onClick={() => setOrdering(true)} />}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'new' })}>
          New {admin.noun.one}
        </Button>
      </Group>
      <ContentBulkBar admin={admin} records={records} selection={selection} onDone={list.reload} />
      <AdminListTable
        list={list}
        selection={selection}
        rowLabel={(record) => `the ${admin.noun.one} ${admin.label(record)}`}
        columns={admin.columns}
        rowKey={(record) => record.id}
        searchLabel={`Search ${admin.noun.many}`}
        noun={admin.noun.many}
        nounOne={admin.noun.one}
        filters={admin.filters?.map((filter) => (
          <Select
            key={filter.name}
            label={filter.label}
            placeholder="All"
            data={[...filter.options]}
            clearable
            value={list.query.filters[filter.name] ?? null}
            onChange={(value) => list.setFilter(filter.name, value ?? undefined)}
            w={{ base: '100%', xs: 180 }}
          />
        ))}
        actions={(record) => {
          const publicPath = admin.publicPath?.(record) ?? null;
          return (
            <>
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing({ kind: 'edit', record })}
                aria-label={`Edit the ${admin.noun.one} ${admin.label(record)}`}
              >
                Edit
              </Button>
              {publicPath !== null && (
                <Anchor
                  href={publicPath}
                  target="_blank"
                  size="sm"
                  aria-label={`View the ${admin.noun.one} ${admin.label(record)} on the site (opens a new tab)`}
                >
                  View
                </Anchor>
              )}
              <ConfirmDeleteButton
                itemLabel={`the ${admin.noun.one} ${admin.label(record)}`}
                failureMessage={`Failed to delete the ${admin.noun.one}`}
                consequence="It goes to the Trash, where it can be restored for 30 days."
                doneMessage={`Moved the ${admin.noun.one} ${admin.label(record)} to the Trash.`}
                onConfirm={async () => {
                  await api.del(contentApiPath(admin.area, record.id));
                  list.reload();
                }}
              />
            </>
          );
        }}
      />
      {admin.order !== undefined && ordering && (
        <ContentOrderPanel
          admin={admin}
          opened={ordering}
          onClose={() => {
            setOrdering(false);
            list.reload();
          }}
        />
      )}
      {unsaved.prompt}
      <Drawer
        opened={editing.kind !== 'closed'}
        onClose={askThenClose}
        title={title}
        position="right"
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close the form' }}
      >
        {editing.kind === 'edit' && admin.liveKind !== undefined && (
          <RecordLiveBar kind={admin.liveKind} record={editing.record as never} label={admin.label(editing.record)} />
        )}
        {editing.kind !== 'closed' && (
          <ContentRecordForm
            key={editing.kind === 'edit' ? editing.record.id : 'new'}
            admin={admin}
            record={editing.kind === 'edit' ? editing.record : null}
            agents={loaded.agents}
            onCancel={askThenClose}
            onDirtyChange={setDirty}
            onSaved={() => {
              close();
              list.reload();
            }}
          />
        )}
      </Drawer>
    </LiveContextProvider>
  );
}
