import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeleteQuestion } from './confirm-delete.tsx';
import { useConfirmedAction } from './use-confirmed-action.ts';
import classes from './bulk-bar.module.css';

/**
 * The bar above a list while rows are ticked: how many, the actions that fit the list, and a way to untick them all.
 * A polite live region says the count as it changes.
 */
export function BulkBar({
  count,
  onClear,
  children,
}: {
  readonly count: number;
  readonly onClear: () => void;
  readonly children: ReactNode;
}) {
  return (
    <>
      <VisuallyHidden aria-live="polite">{count === 0 ? '' : `${String(count)} selected`}</VisuallyHidden>
      {count > 0 && (
        <Paper withBorder p="xs" role="region" aria-label="Bulk actions" className={classes.bar}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" aria-hidden>
              {count} selected
            </Text>
            {children}
            <Button size="xs" variant="subtle" onClick={onClear}>
              Clear selection
            </Button>
          </Group>
        </Paper>
      )}
    </>
  );
}

/** A bulk delete that asks once, naming the count: "Move 3 banners to the Trash?". */
export function BulkDeleteButton({
  question,
  consequence,
  onConfirm,
}: {
  readonly question: string;
  readonly consequence: string;
  readonly onConfirm: () => Promise<void>;
}) {
  const { opened, open, close, busy, confirm } = useConfirmedAction(onConfirm, 'The delete failed');
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={open}>
        Delete
      </Button>
      <DeleteQuestion
        opened={opened}
        title={question}
        consequence={consequence}
        busy={busy}
        onClose={close}
        onConfirm={confirm}
      />
    </>
  );
}
