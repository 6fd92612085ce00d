import { Button } from '@mantine/core';
import type { BulkOutcome, ContentEntity } from '@app/domain';
import { useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';
import { BulkBar, BulkDeleteButton } from '../kit/bulk-bar.tsx';
import { bulkOutcomeText, countOf, notifyBulkOutcome } from '../kit/bulk-outcome.ts';
import { notifyFailure } from '../kit/notify.ts';
import type { Selection } from '../kit/use-selection.ts';
import { contentApiPath, type ContentAdmin } from './content-admin.ts';

/**
 * The bulk actions of a content list: Hide and Show where the collection has an on/off switch (each record sent with
 * the version shown, so one changed by someone else meanwhile is reported, not overwritten), and Delete to the Trash
 * after one question naming the count. The outcome says what changed and what did not, and why.
 */
export function ContentBulkBar<T extends ContentEntity>({
  admin,
  records,
  selection,
  onDone,
}: {
  readonly admin: Pick<ContentAdmin<T>, 'area' | 'noun' | 'label' | 'bulkVisibility'>;
  readonly records: readonly T[];
  readonly selection: Selection;
  readonly onDone: () => void;
}) {
  const api = useAdminApi();
  const [busy, setBusy] = useState<string | null>(null);
  const chosen = records.filter((record) => selection.selected.has(record.id));
  const nameOf = (id: string) => {
    const record = records.find((candidate) => candidate.id === id);
    return record === undefined ? id : admin.label(record);
  };
  const run = async (action: 'hide' | 'show' | 'delete', done: (what: string) => string) => {
    setBusy(action);
    try {
      const outcome = await api.post<BulkOutcome>(`${contentApiPath(admin.area)}/bulk`, {
        action,
        items: chosen.map((record) => ({ id: record.id, version: record.version })),
      });
      notifyBulkOutcome(bulkOutcomeText(outcome, done, admin.noun, nameOf));
      selection.clear();
      onDone();
    } catch (error) {
      notifyFailure(error, `The ${admin.noun.many} could not be changed`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <BulkBar count={chosen.length} onClear={selection.clear}>
      {admin.bulkVisibility === true && (
        <>
          <Button
            size="xs"
            variant="light"
            loading={busy === 'hide'}
            onClick={() => void run('hide', (what) => `Hid ${what}.`)}
          >
            Hide
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={busy === 'show'}
            onClick={() => void run('show', (what) => `Showed ${what}.`)}
          >
            Show
          </Button>
        </>
      )}
      <BulkDeleteButton
        question={`Move ${countOf(chosen.length, admin.noun)} to the Trash?`}
        consequence="They can be restored from the Trash for 30 days."
        onConfirm={() => run('delete', (what) => `Moved ${what} to the Trash.`)}
      />
    </BulkBar>
  );
}
