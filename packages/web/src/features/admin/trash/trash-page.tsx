import { Alert, Button, Group, Modal, Pagination, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { officeDateTime, trashExpiresAt, type TrashedRecord } from '@app/domain';
import { useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';
import type { AdminListPage } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../kit/notify.ts';
import { TRASH_KIND_LABELS, trashKindLabel } from './trash-kinds.ts';

type Loaded = { page: AdminListPage<TrashedRecord>; message: null } | { page: null; message: string };

/** The route's loader: the page of the Trash the address asks for (`?kind=agents&page=2`). */
export const loadPage = (({ api, search }) =>
  api
    .get<AdminListPage<TrashedRecord>>('/api/admin/trash', {
      kind: typeof search.kind === 'string' ? search.kind : undefined,
      page: search.page,
    })
    .then(
      (page): Loaded => ({ page, message: null }),
      (error: unknown): Loaded => ({ page: null, message: failureMessage(error, 'The Trash could not be loaded.') }),
    )) satisfies AdminPageLoader<Loaded>;

const KIND_OPTIONS = Object.entries(TRASH_KIND_LABELS).map(([value, label]) => ({ value, label: label.many }));

/** `/admin/trash`: deleted agents, articles, communities, banners, pages … kept 30 days; restore or delete for good. */
export default function TrashPage() {
  const api = useAdminApi();
  const router = useRouter();
  const navigate = useNavigate();
  const loaded = useAdminPageData<typeof loadPage>();
  const search = router.state.location.search as { kind?: string; page?: number };
  const [restoring, setRestoring] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const go = (next: { kind?: string; page?: number }) =>
    void navigate({ to: '/admin/trash', search: { kind: next.kind, page: next.page } });
  const restore = async (entry: TrashedRecord) => {
    setRestoring(entry.id);
    try {
      await api.post(`/api/admin/trash/${entry.id}/restore`, {});
      notifySuccess(`Restored the ${trashKindLabel(entry.kind).toLowerCase()} “${entry.label}”.`);
      await router.invalidate();
    } catch (error) {
      setRefusal(failureMessage(error, 'The restore failed. Try again in a moment.'));
      notifyFailure(error, 'The restore failed');
    } finally {
      setRestoring(null);
    }
  };

  return (
    <AdminPage
      title="Trash"
      description="Deleted agents, articles, communities, banners, testimonials, sales results and page texts wait here for 30 days; restore one to put it back where it was, or delete it for good."
    >
      <Stack gap="md">
        <Group>
          <Select
            label="Kind"
            placeholder="All kinds"
            data={KIND_OPTIONS}
            clearable
            value={search.kind ?? null}
            onChange={(kind) => go({ kind: kind ?? undefined })}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        {loaded.page === null ? (
          <Alert color="red" title="The Trash could not be loaded" role="alert">
            {loaded.message}
          </Alert>
        ) : loaded.page.items.length === 0 ? (
          <Text c="dimmed">The Trash is empty.</Text>
        ) : (
          <>
            <Text size="sm" role="status">
              {loaded.page.total === 1 ? '1 item' : `${String(loaded.page.total)} items`} in the Trash. Times are
              Eastern Time (ET).
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Item</Table.Th>
                    <Table.Th scope="col">Kind</Table.Th>
                    <Table.Th scope="col">Deleted</Table.Th>
                    <Table.Th scope="col">Deleted for good on</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loaded.page.items.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Th scope="row">{entry.label}</Table.Th>
                      <Table.Td>{trashKindLabel(entry.kind)}</Table.Td>
                      <Table.Td>
                        {officeDateTime(entry.deletedAt)} by {entry.deletedByName}
                      </Table.Td>
                      <Table.Td>{officeDateTime(trashExpiresAt(entry.deletedAt))}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            loading={restoring === entry.id}
                            onClick={() => void restore(entry)}
                            aria-label={`Restore the ${trashKindLabel(entry.kind).toLowerCase()} ${entry.label}`}
                          >
                            Restore
                          </Button>
                          <ConfirmDeleteButton
                            itemLabel={`the ${trashKindLabel(entry.kind).toLowerCase()} “${entry.label}” for good`}
                            failureMessage="The delete failed"
                            doneMessage={`Deleted “${entry.label}” for good.`}
                            onConfirm={async () => {
                              await api.del(`/api/admin/trash/${entry.id}`);
                              await router.invalidate();
                            }}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {loaded.page.total > loaded.page.perPage && (
              <Pagination
                total={Math.ceil(loaded.page.total / loaded.page.perPage)}
                value={loaded.page.page}
                onChange={(page) => go({ kind: search.kind, page: page > 1 ? page : undefined })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(page) => ({ 'aria-label': `Page ${String(page)}` })}
              />
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={refusal !== null}
        onClose={() => setRefusal(null)}
        title="This item could not be restored"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text role="alert">{refusal}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setRefusal(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </AdminPage>
  );
}
