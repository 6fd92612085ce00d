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
import { ButtonContent } from './search-ui.tsx';
import { formatCount } from '../../format/numbers.ts';
import { SaveSearchButton } from '../visitor/save-search-button.tsx';
import css from './search-header.module.css';
import ui from './search-ui.module.css';

const SORT_OPTIONS = SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

interface SearchHeaderProps {
  readonly view: 'list' | 'map';
  readonly search: ListingSearch;
  readonly params: PlainSearch;
  readonly total: number | null;
  /** The name of the community searched, as the search answered it. */
  readonly communityName: string | null | undefined;
  readonly chips: FilterChip[];
  readonly onChange: (search: ListingSearch) => void;
  readonly onOpenFilters: () => void;
}

/**
 * The top of both search views: the search in words, the count, the filters button (the list
 * view shows its filters beside the results on wide screens), the order, the active filters,
 * and the switch to the other view, which keeps every filter. Plain elements styled like the
 * Mantine components they replaced (search-ui.module.css).
 */
export function SearchHeader(props: SearchHeaderProps) {
  const { view, search, params, total, communityName, chips, onChange, onOpenFilters } = props;
  const other =
    view === 'list'
      ? ({ to: '/search/map', label: 'Map', Icon: IconMap } as const)
      : ({ to: '/search', label: 'List view', Icon: IconList } as const);
  return (
    <div className={css.header}>
      <div className={css.headerRow}>
        <div className={css.headerTitle}>
          <h1 className={ui.title} data-size={view === 'list' ? 'h2' : 'h3'}>
            {describeSearch(search, communityName)}
          </h1>
          <p className={`${ui.text} ${ui.dimmed}`} data-size="sm" aria-live="polite" data-testid="result-count">
            {total === null ? '' : `${formatCount(total)} ${total === 1 ? 'home' : 'homes'}`}
          </p>
        </div>
        <div className={css.headerControls}>
          <button
            type="button"
            className={view === 'list' ? `${ui.button} ${ui.hiddenFromMd}` : ui.button}
            data-variant="outline"
            data-with-left-section
            onClick={onOpenFilters}
            onPointerEnter={() => void preloadFiltersDrawer()}
            onFocus={() => void preloadFiltersDrawer()}
          >
            <ButtonContent left={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}>
              Filters{chips.length > 0 ? ` (${chips.length})` : ''}
            </ButtonContent>
          </button>
          <FilterSelect
            aria-label="Sort by"
            className={css.sort}
            options={SORT_OPTIONS}
            value={search.sort}
            onChange={(sort) => onChange({ ...search, sort: (sort ?? 'newest') as ListingSort, page: 1 })}
          />
          <SaveSearchButton view={view} defaultName={describeSearch(search, communityName)} className={ui.button} />
          <Link to={other.to} search={params} className={ui.button} data-variant="light" data-with-left-section>
            <ButtonContent left={<other.Icon size={18} aria-hidden="true" />}>{other.label}</ButtonContent>
          </Link>
        </div>
      </div>
      <ActiveFilterChips chips={chips} onChange={onChange} />
    </div>
  );
}
