import { ActionIcon, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { reorder } from '@app/domain';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { notifyFailure } from './notify.ts';
import classes from './reorder-list.module.css';

/** One record of a list whose order a person sets. */
export interface OrderedItem {
  readonly id: string;
  readonly label: string;
}

/** "Moved Maria Lopez to position 3 of 8." */
export function movedMessage(label: string, position: number, count: number): string {
  return `Moved ${label} to position ${String(position)} of ${String(count)}.`;
}

/**
 * A list in its public order, each record with a drag handle and "Move up" / "Move down" buttons (the keyboard's way).
 * Every move is saved at once (`onSave` with the ids in their new order) and said in a live region; a refused save puts
 * the order back and says why.
 */
export function ReorderList({
  items,
  onSave,
  label,
}: {
  readonly items: readonly OrderedItem[];
  readonly onSave: (ids: readonly string[]) => Promise<void>;
  /** The list's name for screen readers: "Order of the agents". */
  readonly label: string;
}) {
  const [order, setOrder] = useState<readonly OrderedItem[]>(items);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  // The move buttons by record and direction, so focus follows the record a keyboard user moved (the browser drops
  // the focus of a node the list moves).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (focusAfterMove === null) return;
    const { id, direction } = focusAfterMove;
    const wanted = buttons.current.get(`${id}:${direction}`);
    const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    (wanted?.disabled === true ? other : wanted)?.focus();
  }, [focusAfterMove, order]);

  const move = async (from: number, to: number, byButton?: 'up' | 'down') => {
    if (busy || from === to || to < 0 || to >= order.length) return;
    const before = order;
    const after = reorder(order, from, to);
    setOrder(after);
    if (byButton !== undefined) setFocusAfterMove({ id: after[to]?.id ?? '', direction: byButton });
    setBusy(true);
    try {
      await onSave(after.map((item) => item.id));
      setMessage(movedMessage(after[to]?.label ?? '', to + 1, after.length));
    } catch (error) {
      setOrder(before);
      setMessage('The new order could not be saved.');
      notifyFailure(error, 'The new order could not be saved');
    } finally {
      setBusy(false);
    }
  };
  const dropOn = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) void move(dragging, to);
    setDragging(null);
  };

  return (
    <Stack gap="xs">
      <VisuallyHidden aria-live="polite" role="status">
        {message}
      </VisuallyHidden>
      <ol className={classes.list} aria-label={label} aria-busy={busy}>
        {order.map((item, index) => (
          <li
            key={item.id}
            className={classes.item}
            draggable={!busy}
            data-dragging={dragging === index || undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              setDragging(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => dropOn(event, index)}
            onDragEnd={() => setDragging(null)}
          >
            <Paper withBorder p="xs">
              <Group gap="xs" wrap="nowrap">
                <IconGripVertical size={18} aria-hidden className={classes.handle} />
                <Text size="sm" fw={500} className={classes.label}>
                  <span className={classes.position}>{index + 1}.</span> {item.label}
                </Text>
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label={`Move ${item.label} up`}
                  ref={(button) => {
                    if (button === null) buttons.current.delete(`${item.id}:up`);
                    else buttons.current.set(`${item.id}:up`, button);
                  }}
                  disabled={index === 0}
                  onClick={() => void move(index, index - 1, 'up')}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label={`Move ${item.label} down`}
                  ref={(button) => {
                    if (button === null) buttons.current.delete(`${item.id}:down`);
                    else buttons.current.set(`${item.id}:down`, button);
                  }}
                  disabled={index === order.length - 1}
                  onClick={() => void move(index, index + 1, 'down')}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          </li>
        ))}
      </ol>
      {order.length === 0 && <Text c="dimmed">Nothing to order.</Text>}
    </Stack>
  );
}

/** The button that opens a list's order panel. */
export function ChangeOrderButton({ onClick }: { readonly onClick: () => void }) {
  return (
    <Button variant="default" onClick={onClick}>
      Change the order
    </Button>
  );
}
