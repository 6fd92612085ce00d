import { Alert, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FOOTER_COLUMN_MAX, type FooterLink } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import type { AdminListPage } from '../kit/admin-list.ts';
import { failureMessage } from '../kit/notify.ts';
import { ReorderList } from '../kit/reorder-list.tsx';

const PATH = '/api/admin/footer-links';
const COLUMN_OPTIONS = Array.from({ length: FOOTER_COLUMN_MAX }, (_, index) => ({
  value: String(index + 1),
  label: `Column ${String(index + 1)}`,
}));

/** Every footer link in the footer's order (column, then sort order). */
function useAllLinks() {
  const api = useAdminApi();
  const [state, setState] = useState<{ links: FooterLink[] | null; error: unknown }>({ links: null, error: null });
  useEffect(() => {
    let current = true;
    api.get<AdminListPage<FooterLink>>(PATH, { orderBy: 'column', itemsPerPage: 100 }).then(
      (page) => current && setState({ links: page.items, error: null }),
      (error: unknown) => current && setState({ links: null, error }),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}

/**
 * The footer's order, one column at a time: each link moved by dragging its card or with Move up / Move down, saved at
 * once and shown on the public footer.
 */
export function FooterOrderPanel({ opened, onClose }: { readonly opened: boolean; readonly onClose: () => void }) {
  const api = useAdminApi();
  const { links, error } = useAllLinks();
  const [column, setColumn] = useState('1');
  const inColumn = (links ?? []).filter((link) => String(link.column) === column);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Order of the footer links"
      closeButtonProps={{ 'aria-label': 'Close the order' }}
      size="lg"
    >
      <Stack>
        <Text size="sm">
          Drag a link by its card, or use its Move up and Move down buttons. Each move is saved and shows in the footer
          at once.
        </Text>
        <Select
          label="Column"
          data={COLUMN_OPTIONS}
          value={column}
          onChange={(value) => value !== null && setColumn(value)}
          allowDeselect={false}
        />
        {error !== null && (
          <Alert color="red" role="alert" title="The footer links could not be loaded">
            {failureMessage(error, 'Try again in a moment.')}
          </Alert>
        )}
        {links === null && error === null && <Loader size="sm" aria-label="Loading" />}
        {links !== null && (
          <ReorderList
            key={column}
            items={inColumn.map((link) => ({ id: link.id, label: link.link_text }))}
            label={`Order of the links in column ${column}`}
            onSave={(ids) => api.post(`${PATH}/reorder`, { ids })}
          />
        )}
      </Stack>
    </Modal>
  );
}
