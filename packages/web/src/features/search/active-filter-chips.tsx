import { Group } from '@mantine/core';
import type { ListingSearch } from '@app/domain';
import { FilterChipButton } from './filter-chip-button.tsx';
import type { FilterChip } from './filter-chips.ts';

/** The active filters of a search, each a button that removes it; nothing when there are none. */
export function ActiveFilterChips({
  chips,
  onChange,
  mb,
}: {
  chips: FilterChip[];
  onChange: (search: ListingSearch) => void;
  mb?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} mb={mb} aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <FilterChipButton key={chip.key} chip={chip} onRemove={onChange} />
      ))}
    </Group>
  );
}
