import type { ListingSearch } from '@app/domain';
import { FilterChipButton } from './filter-chip-button.tsx';
import type { FilterChip } from './filter-chips.ts';
import css from './search-header.module.css';

/** The active filters of a search, each a button that removes it; nothing when there are none. */
export function ActiveFilterChips({
  chips,
  onChange,
}: {
  chips: FilterChip[];
  onChange: (search: ListingSearch) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className={css.chips} aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <FilterChipButton key={chip.key} chip={chip} onRemove={onChange} />
      ))}
    </div>
  );
}
