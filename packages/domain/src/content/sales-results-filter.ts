import { distinctSorted, foldText, readFilterText, type FilterParams } from './filter-params.ts';
import { SALE_SIDES, type SaleSide, type SalesResult } from './sales-result.ts';

/** What the sales-results page narrows to; an absent field does not filter. */
export interface SalesResultsFilter {
  /** A city, any letter case. */
  readonly city?: string;
  readonly side?: SaleSide;
  /** The agent who closed the sale, by the agent's slug (the address carries slugs, not ids). */
  readonly agent?: string;
}

/**
 * Reads the filter from address parameters (`city`, `side`, `agent`): values are trimmed, and
 * empty, overlong or unknown values (a side other than listing or buyer) are left out.
 * `filterParams` writes a filter back to parameters this reads as the same filter.
 */
export function readSalesResultsFilter(params: FilterParams): SalesResultsFilter {
  const city = readFilterText(params.city);
  const agent = readFilterText(params.agent);
  const side = SALE_SIDES.find((known) => known === params.side?.trim());
  return {
    ...(city === undefined ? {} : { city }),
    ...(side === undefined ? {} : { side }),
    ...(agent === undefined ? {} : { agent }),
  };
}

/**
 * The sales a filter keeps, in their order: the city compared without regard to letter case or accents,
 * the side exactly, and the agent through `agentIdOfSlug` (an agent slug that names no agent keeps nothing).
 */
export function filterSalesResults<T extends Pick<SalesResult, 'city' | 'side' | 'agentId'>>(
  results: readonly T[],
  filter: SalesResultsFilter,
  agentIdOfSlug: (slug: string) => string | undefined,
): T[] {
  const city = filter.city === undefined ? undefined : foldText(filter.city);
  const agentId = filter.agent === undefined ? undefined : (agentIdOfSlug(filter.agent) ?? null);
  return results.filter(
    (result) =>
      (city === undefined || foldText(result.city) === city) &&
      (filter.side === undefined || result.side === filter.side) &&
      (agentId === undefined || (agentId !== null && result.agentId === agentId)),
  );
}

/** The cities the sales took place in, each once (letter case and accents ignored, first spelling kept), alphabetical.
 * */
export function salesResultCities(results: readonly Pick<SalesResult, 'city'>[]): string[] {
  return distinctSorted(results.map((result) => result.city));
}
