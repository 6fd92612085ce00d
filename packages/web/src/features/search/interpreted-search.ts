import { EMPTY_SEARCH, type ListingSearch } from '@app/domain';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The change a typed sentence makes to the search shown: every filter the sentence names replaces
 * the same filter, its free text replaces the old free text (none clears it), and its order
 * replaces the order only when it names one. Filters it does not name stay.
 */
export function interpretedChange(interpreted: ListingSearch): Partial<Mutable<ListingSearch>> {
  const { page: _page, sort, ...filters } = interpreted;
  return {
    q: undefined,
    remarks: undefined,
    ...filters,
    ...(sort === EMPTY_SEARCH.sort ? {} : { sort }),
  };
}
