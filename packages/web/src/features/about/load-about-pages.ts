import {
  agentFacets,
  communitiesByCity,
  SERVICE_AREA_CITIES,
  summarizeSalesResults,
  type Agent,
  type CityCommunities,
  type Community,
  type SalesResultsSummary,
  type SitePage,
} from '@app/domain';
import { allContent } from '../../services/all-content.ts';
import type { ContentServices } from '../../services/web-services.ts';

/** `/about`: the page's text, and the team in numbers with its brokers. */
export interface AboutPageData {
  readonly sitePage: SitePage | null;
  readonly teamSize: number;
  readonly languages: string[];
  readonly brokers: Agent[];
  readonly sales: SalesResultsSummary;
}

/** `/about/our-brokerage`: the page's text and the brokers. */
export interface BrokeragePageData {
  readonly sitePage: SitePage | null;
  readonly brokers: Agent[];
}

/** `/about/areas-of-service`: the page's text and the communities of each city served. */
export interface AreasOfServiceData {
  readonly sitePage: SitePage | null;
  readonly areas: CityCommunities<Community>[];
}

const team = (content: ContentServices) => allContent((paging) => content.agents(paging));

/** Loads /about: its site page, the visible agents (size, languages, brokers) and the totals of every published sale.
 * */
export async function loadAboutPage(content: ContentServices): Promise<AboutPageData> {
  const [sitePage, agents, sales] = await Promise.all([
    content.page('about'),
    team(content),
    allContent((paging) => content.salesResults(paging)),
  ]);
  return {
    sitePage,
    teamSize: agents.length,
    languages: agentFacets(agents).languages,
    brokers: agents.filter((agent) => agent.isBroker),
    sales: summarizeSalesResults(sales),
  };
}

/** Loads /about/our-brokerage: its site page and the brokers. */
export async function loadBrokeragePage(content: ContentServices): Promise<BrokeragePageData> {
  const [sitePage, agents] = await Promise.all([content.page('our-brokerage'), team(content)]);
  return { sitePage, brokers: agents.filter((agent) => agent.isBroker) };
}

/** Loads /about/areas-of-service: its site page and the published communities grouped under the cities the team serves.
 * */
export async function loadAreasOfService(content: ContentServices): Promise<AreasOfServiceData> {
  const [sitePage, communities] = await Promise.all([
    content.page('areas-of-service'),
    allContent((paging) => content.communities(paging)),
  ]);
  return { sitePage, areas: communitiesByCity(communities, SERVICE_AREA_CITIES) };
}
