import { Alert, Group, Pagination, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ImageRecord } from '@app/domain';
import { failureMessage } from '../kit/notify.ts';
import type { AdminList } from '../kit/admin-list.ts';
import { ImageCard } from './image-card.tsx';

const ORDERS = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'fileName:asc', label: 'File name A–Z' },
  { value: 'fileName:desc', label: 'File name Z–A' },
  { value: 'byteSize:desc', label: 'Largest first' },
  { value: 'byteSize:asc', label: 'Smallest first' },
];

/** Orders the list by a sort and direction (the list's setSort starts a new sort ascending and flips a repeated one).
 * */
function orderBy(list: AdminList<ImageRecord>, value: string): void {
  const [sort = 'createdAt', direction = 'asc'] = value.split(':');
  const changed = list.query.sort !== sort;
  if (changed) list.setSort(sort);
  const current = changed ? 'asc' : list.query.direction;
  if (current !== direction) list.setSort(sort);
}

/** The library as a grid: search (file name and alt text), order, the exact count, pages; each card gets its actions.
 * */
export function ImageBrowser({
  list,
  actions,
  columns = { base: 1, xs: 2, md: 3, lg: 4 },
  onOpen,
}: {
  list: AdminList<ImageRecord>;
  actions: (image: ImageRecord) => ReactNode;
  columns?: Record<string, number>;
  /** Opens a picture's details when its picture is clicked. */
  onOpen?: (image: ImageRecord) => void;
}) {
  const [search, setSearch] = useState(list.query.search);
  const searchSoon = useDebouncedCallback((value: string) => list.setSearch(value), 250);
  const { data } = list;
  const pages = data === null ? 1 : Math.max(1, Math.ceil(data.total / data.perPage));

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search pictures"
          description="File name or alt text"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchSoon(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label="Order"
          data={ORDERS}
          value={`${list.query.sort ?? 'createdAt'}:${list.query.direction}`}
          onChange={(value) => value !== null && orderBy(list, value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {list.error !== null && (
        <Alert color="red" title="The pictures could not be loaded" role="alert">
          {failureMessage(list.error, 'Try again in a moment.')}
        </Alert>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {data === null
          ? 'Loading pictures…'
          : `${data.total} ${data.total === 1 ? 'picture' : 'pictures'}${list.loading ? ' (updating…)' : ''}`}
      </Text>
      <SimpleGrid
        cols={columns}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Pictures"
        aria-busy={list.loading}
      >
        {data === null
          ? [0, 1, 2, 3].map((index) => <Skeleton key={index} h={260} radius="md" component="li" />)
          : data.items.map((image) => (
              <ImageCard key={image.id} image={image} actions={actions(image)} onOpen={onOpen} />
            ))}
      </SimpleGrid>
      {data !== null && data.total === 0 && (
        <Text>
          {list.query.search === ''
            ? 'No pictures yet: upload the first above.'
            : `No picture matches “${list.query.search}”.`}
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={list.query.page}
          onChange={list.setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </>
  );
}
