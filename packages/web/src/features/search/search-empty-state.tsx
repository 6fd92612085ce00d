import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ListingSearch } from '@app/domain';
import { clearedSearch, type FilterChip } from './filter-chips.ts';

/** No results: say so, and offer the quickest ways to widen the search. */
export function SearchEmptyState({
  search,
  chips,
  onChange,
}: {
  search: ListingSearch;
  chips: FilterChip[];
  onChange: (search: ListingSearch) => void;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="sand.0">
      <Stack gap="sm">
        <Title order={2} size="h3">
          No homes match all of these filters
        </Title>
        <Text>Try widening the search: remove a filter below, raise the price range, or search a nearby town.</Text>
        {chips.length > 0 && (
          <Group gap="xs">
            {chips.map((chip) => (
              <Button key={chip.key} size="xs" variant="light" onClick={() => onChange(chip.without)}>
                Remove {chip.label}
              </Button>
            ))}
            <Button size="xs" onClick={() => onChange(clearedSearch(search))}>
              Clear all filters
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
