import { Alert, Checkbox, Group, Pagination, Skeleton, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { failureMessage } from './notify.ts';
import type { AdminList } from './admin-list.ts';
import type { Selection } from './use-selection.ts';
import classes from './admin-list-table.module.css';

/** One column of an admin list. */
export interface AdminColumn<T> {
  readonly key: string;
  readonly header: string;
  /** Whether the list can be ordered by this column (the key is the API's sort name). */
  readonly sortable?: boolean;
  readonly render: (row: T) => ReactNode;
}

interface AdminListTableProps<T> {
  readonly list: AdminList<T>;
  readonly columns: readonly AdminColumn<T>[];
  readonly rowKey: (row: T) => string;
  /** The search box's label, e.g. "Search agents". */
  readonly searchLabel: string;
  /** Buttons of a row (edit, delete). */
  readonly actions?: (row: T) => ReactNode;
  /** Filters shown next to the search box. */
  readonly filters?: ReactNode;
  readonly emptyText?: string;
  /** The list's name for the count line, plural: "agents". */
  readonly noun: string;
  /** The singular, when it is not the plural without its final "s" ("1 agent"). */
  readonly nounOne?: string;
  /** Tick boxes for bulk actions: one per row (named by `rowLabel`) and one for every row of the page. */
  readonly selection?: Selection;
  /** A row's name for its tick box: "Select Maria Lopez". */
  readonly rowLabel?: (row: T) => string;
}

function SortHeader<T>({ column, list }: { column: AdminColumn<T>; list: AdminList<T> }) {
  const active = list.query.sort === column.key;
  const Icon = active ? (list.query.direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (list.query.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => list.setSort(column.key)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {column.header}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The tick box of every row of the page: in the header row, and above the cards on a phone (with its words shown). */
function SelectPage({
  selection,
  noun,
  withLabel = false,
}: {
  selection: Selection;
  noun: string;
  withLabel?: boolean;
}) {
  const words = `Select every ${noun} on this page`;
  return (
    <Checkbox
      label={withLabel ? words : undefined}
      aria-label={withLabel ? undefined : words}
      checked={selection.allOnPage}
      indeterminate={!selection.allOnPage && selection.selected.size > 0}
      onChange={(event) => selection.setAllOnPage(event.currentTarget.checked)}
    />
  );
}

/**
 * An admin list: search, filters, sortable columns, the exact count, pages, loading and empty states. Under 600 px the
 * rows become cards (see the stylesheet), each cell labelled with its column's name.
 */
export function AdminListTable<T>({
  list,
  columns,
  rowKey,
  searchLabel,
  actions,
  filters,
  emptyText,
  noun,
  nounOne,
  selection,
  rowLabel,
}: AdminListTableProps<T>) {
  const [search, setSearch] = useState(list.query.search);
  const searchSoon = useDebouncedCallback((value: string) => list.setSearch(value), 250);
  const { data } = list;
  const pages = data === null ? 1 : Math.max(1, Math.ceil(data.total / data.perPage));
  const extraColumns = (actions === undefined ? 0 : 1) + (selection === undefined ? 0 : 1);

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchSoon(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {filters}
      </Group>
      {list.error !== null && (
        <Alert color="red" title={`The ${noun} could not be loaded`} role="alert">
          {failureMessage(list.error, 'Try again in a moment.')}
        </Alert>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {data === null
          ? `Loading ${noun}…`
          : `${data.total} ${data.total === 1 ? (nounOne ?? noun.replace(/s$/, '')) : noun}${list.loading ? ' (updating…)' : ''}`}
      </Text>
      {selection !== undefined && (data?.items.length ?? 0) > 0 && (
        <div className={classes.selectPageOnPhone}>
          <SelectPage selection={selection} noun={nounOne ?? noun.replace(/s$/, '')} withLabel />
        </div>
      )}
      <Table.ScrollContainer minWidth={640} className={classes.scroll}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={list.loading} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {selection !== undefined && (
                <Table.Th className={classes.select}>
                  <SelectPage selection={selection} noun={nounOne ?? noun.replace(/s$/, '')} />
                </Table.Th>
              )}
              {columns.map((column) =>
                column.sortable === true ? (
                  <SortHeader key={column.key} column={column} list={list} />
                ) : (
                  <Table.Th key={column.key}>{column.header}</Table.Th>
                ),
              )}
              {actions !== undefined && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data === null &&
              list.error === null &&
              [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={columns.length + extraColumns}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {data?.items.map((row) => (
              <Table.Tr key={rowKey(row)} data-selected={selection?.selected.has(rowKey(row)) === true || undefined}>
                {selection !== undefined && (
                  <Table.Td className={classes.select}>
                    <Checkbox
                      aria-label={`Select ${rowLabel?.(row) ?? rowKey(row)}`}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={() => selection.toggle(rowKey(row))}
                    />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key} data-label={column.header}>
                    {column.render(row)}
                  </Table.Td>
                ))}
                {actions !== undefined && (
                  <Table.Td className={classes.actions}>
                    <Group gap="xs" wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data !== null && data.items.length === 0 && <Text c="dimmed">{emptyText ?? `No ${noun} match.`}</Text>}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={list.query.page}
          onChange={list.setPage}
          aria-label={`Pages of ${noun}`}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </>
  );
}
