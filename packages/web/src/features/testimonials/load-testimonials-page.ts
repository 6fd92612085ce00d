import { pageCount, readFilterText, type Agent, type SitePage, type Testimonial } from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { allContent } from '../../services/all-content.ts';
import type { ContentServices } from '../../services/web-services.ts';
import { pageFromParam } from '../listing-lists/page-param.ts';

/** Testimonials per page of /about/testimonials. */
export const TESTIMONIALS_PER_PAGE = 12;

export interface TestimonialsPageData {
  readonly sitePage: SitePage | null;
  /** Every agent shown on the site: the filter's choices and the names on the cards. */
  readonly agents: Agent[];
  /** The agent the list is narrowed to; null for everyone (or a slug that names no agent). */
  readonly agent: Agent | null;
  readonly testimonials: Testimonial[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

/** One page of published testimonials, of everyone or of the agent the address names. */
export async function loadTestimonialsPage(
  content: ContentServices,
  params: PlainSearch,
): Promise<TestimonialsPageData> {
  const page = pageFromParam(params.page);
  const [sitePage, agents] = await Promise.all([
    content.page('testimonials'),
    allContent((paging) => content.agents(paging)),
  ]);
  const slug = readFilterText(params.agent);
  const agent = agents.find((candidate) => candidate.slug === slug) ?? null;
  const answer = await content.testimonials({
    page,
    perPage: TESTIMONIALS_PER_PAGE,
    ...(agent === null ? {} : { agentId: agent.id }),
  });
  return {
    sitePage,
    agents,
    agent,
    testimonials: answer.items,
    total: answer.total,
    page,
    pageCount: pageCount(answer.total, TESTIMONIALS_PER_PAGE),
  };
}
