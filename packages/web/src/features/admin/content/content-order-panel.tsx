import { Alert, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ContentEntity } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import { ReorderList, type OrderedItem } from '../kit/reorder-list.tsx';
import { contentApiPath, type ContentAdmin } from './content-admin.ts';

/** The records of a collection in their public order (within one value of the order's group when it has one). */
function useOrderedRecords<T extends ContentEntity>(admin: ContentAdmin<T>, group: string | null) {
  const api = useAdminApi();
  const within = admin.order?.within;
  const [state, setState] = useState<{ key: string; items: OrderedItem[] | null; error: unknown }>({
    key: '',
    items: null,
    error: null,
  });
  const key = group ?? '';
  useEffect(() => {
    let current = true;
    const query = {
      sort: 'sortOrder',
      direction: 'asc',
      perPage: 100,
      ...(within ? { [within.name]: group ?? '' } : {}),
    };
    api.get<{ items: T[] }>(contentApiPath(admin.area), query).then(
      ({ items }) => {
        if (current)
          setState({ key, items: items.map((record) => ({ id: record.id, label: admin.label(record) })), error: null });
      },
      (error: unknown) => {
        if (current) setState({ key, items: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [api, admin, within, group, key]);
  return state.key === key ? state : { key, items: null, error: null };
}

/**
 * The order panel of a collection whose order shows on the site (agents on Meet Our Agents, banners within a
 * placement): every record in order, moved by dragging or with the Move up / Move down buttons, each move saved at
 * once.
 */
export function ContentOrderPanel<T extends ContentEntity>({
  admin,
  opened,
  onClose,
}: {
  readonly admin: ContentAdmin<T>;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const api = useAdminApi();
  const within = admin.order?.within;
  const [group, setGroup] = useState<string | null>(within?.options[0]?.value ?? null);
  const { items, error } = useOrderedRecords(admin, group);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Order of the ${admin.noun.many}`}
      closeButtonProps={{ 'aria-label': 'Close the order' }}
      size="lg"
    >
      <Stack>
        <Text size="sm">
          Drag a card to its new place, or use its Move up and Move down buttons. Each move is saved and shows on the
          site at once.
        </Text>
        {within !== undefined && (
          <Select
            label={within.label}
            data={[...within.options]}
            value={group}
            onChange={setGroup}
            allowDeselect={false}
          />
        )}
        {error !== null && (
          <Alert color="red" role="alert" title={`The ${admin.noun.many} could not be loaded`}>
            {failureMessage(error, 'Try again in a moment.')}
          </Alert>
        )}
        {items === null && error === null && <Loader size="sm" aria-label="Loading" />}
        {items !== null && (
          <ReorderList
            key={group ?? 'all'}
            items={items}
            label={`Order of the ${admin.noun.many}`}
            onSave={(ids) => api.post(`${contentApiPath(admin.area)}/reorder`, { ids })}
          />
        )}
      </Stack>
    </Modal>
  );
}
