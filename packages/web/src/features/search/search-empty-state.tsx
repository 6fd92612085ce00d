import type { ListingSearch } from '@app/domain';
import { clearedSearch, type FilterChip } from './filter-chips.ts';
import { ButtonContent } from './search-ui.tsx';
import css from './search-empty-state.module.css';
import ui from './search-ui.module.css';

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
    <div className={css.empty}>
      <div className={css.emptyStack}>
        <h2 className={ui.title} data-size="h3">
          No homes match all of these filters
        </h2>
        <p className={ui.text}>
          Try widening the search: remove a filter below, raise the price range, or search a nearby town.
        </p>
        {chips.length > 0 && (
          <div className={css.emptyActions}>
            {chips.map((chip) => (
              <button
                key={chip.key}
                type="button"
                className={ui.button}
                data-variant="light"
                data-size="xs"
                onClick={() => onChange(chip.without)}
              >
                <ButtonContent>Remove {chip.label}</ButtonContent>
              </button>
            ))}
            <button type="button" className={ui.button} data-size="xs" onClick={() => onChange(clearedSearch(search))}>
              <ButtonContent>Clear all filters</ButtonContent>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
