import { MAX_SEARCH_PAGE } from '@app/domain';

/** The page number an address asks for: a whole number from 1, anything else reads as 1. */
export function pageFromParam(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1;
}
