import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconList, IconMap } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SEARCH_SORTS, type ListingSearch, type ListingSort } from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { describeSearch } from './describe-search.ts';
import { FilterSelect } from './filter-select.tsx';
import { preloadFiltersDrawer } from './lazy-filters-drawer.tsx';
import type { FilterChip } from './filter-chips.ts';
import { SORT_LABELS } from './search-options.ts';
import { formatCount } from '../../format/numbers.ts';

const SORT_OPTIONS = SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

interface SearchHeaderProps {
  readonly view: 'list' | 'map';
  readonly search: ListingSearch;
  readonly params: PlainSearch;
  readonly total: number | null;
  readonly chips: FilterChip[];
  readonly onChange: (search: ListingSearch) => void;
  readonly onOpenFilters: () => void;
}

/**
 * The top of both search views: the search in words, the count, the filters button (the list
 * view shows its filters beside the results on wide screens), the order, the active filters,
 * and the switch to the other view, which keeps every filter.
 */
export function SearchHeader({ view, search, params, total, chips, onChange, onOpenFilters }: SearchHeaderProps) {
  const other =
    view === 'list'
      ? ({ to: '/search/map', label: 'Map', Icon: IconMap } as const)
      : ({ to: '/search', label: 'List view', Icon: IconList } as const);
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size={view === 'list' ? 'h2' : 'h3'}>
            {describeSearch(search)}
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="result-count">
            {total === null ? '' : `${formatCount(total)} ${total === 1 ? 'home' : 'homes'}`}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="outline"
            hiddenFrom={view === 'list' ? 'md' : undefined}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
            onClick={onOpenFilters}
            onPointerEnter={() => void preloadFiltersDrawer()}
            onFocus={() => void preloadFiltersDrawer()}
          >
            Filters{chips.length > 0 ? ` (${chips.length})` : ''}
          </Button>
          <FilterSelect
            aria-label="Sort by"
            options={SORT_OPTIONS}
            value={search.sort}
            onChange={(sort) => onChange({ ...search, sort: (sort ?? 'newest') as ListingSort, page: 1 })}
            w={{ base: 165, sm: 190 }}
          />
          <Button
            renderRoot={(props) => <Link {...props} to={other.to} search={params} />}
            variant="light"
            leftSection={<other.Icon size={18} aria-hidden="true" />}
          >
            {other.label}
          </Button>
        </Group>
      </Group>
      <ActiveFilterChips chips={chips} onChange={onChange} />
    </Stack>
  );
}
