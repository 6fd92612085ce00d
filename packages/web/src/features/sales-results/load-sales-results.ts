import {
  filterSalesResults,
  readSalesResultsFilter,
  salesResultCities,
  summarizeSalesResults,
  type Agent,
  type SalesResult,
  type SalesResultsFilter,
  type SalesResultsSummary,
  type SitePage,
} from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { allContent } from '../../services/all-content.ts';
import type { ContentServices } from '../../services/web-services.ts';

export interface SalesResultsPageData {
  readonly sitePage: SitePage | null;
  readonly filter: SalesResultsFilter;
  /** The filter's choices: every city with a sale, every agent with a sale. */
  readonly cities: string[];
  readonly agents: Agent[];
  /** The sales the filter keeps, latest closing first, and their totals. */
  readonly results: SalesResult[];
  readonly summary: SalesResultsSummary;
}

/** Every published sale, narrowed by the city, side and agent in the address, with the totals of what is kept. */
export async function loadSalesResults(content: ContentServices, params: PlainSearch): Promise<SalesResultsPageData> {
  const [sitePage, all, team] = await Promise.all([
    content.page('sales-results'),
    allContent((paging) => content.salesResults(paging)),
    allContent((paging) => content.agents(paging)),
  ]);
  const filter = readSalesResultsFilter(params);
  const results = filterSalesResults(all, filter, (slug) => team.find((agent) => agent.slug === slug)?.id);
  const agents = team.filter((agent) => all.some((sale) => sale.agentId === agent.id));
  return { sitePage, filter, cities: salesResultCities(all), agents, results, summary: summarizeSalesResults(results) };
}
