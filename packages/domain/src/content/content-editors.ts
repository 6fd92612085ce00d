import type { ValidationIssue } from '../errors/domain-error.ts';
import type { Agent } from './agent.ts';
import type { Article } from './article.ts';
import type { Banner } from './banner.ts';
import type { Community } from './community.ts';
import type { ContentRepository } from './content-repository.port.ts';
import { CONTENT_RULES } from './content-rules.ts';
import { createContentEditor, type ContentEditor } from './content-editor.ts';
import type { ContentRepositories } from './public-content.ts';
import type { RichTextSanitizer } from './rich-text-policy.ts';
import type { SalesResult } from './sales-result.ts';
import type { SitePage } from './site-page.ts';
import { brokerAgentSlug } from './site-page-validation.ts';
import type { Testimonial } from './testimonial.ts';

/** The admin editor of every content collection, keyed like ContentRepositories. */
export interface ContentEditors {
  readonly agents: ContentEditor<Agent>;
  readonly communities: ContentEditor<Community>;
  readonly articles: ContentEditor<Article>;
  readonly banners: ContentEditor<Banner>;
  readonly testimonials: ContentEditor<Testimonial>;
  readonly salesResults: ContentEditor<SalesResult>;
  readonly sitePages: ContentEditor<SitePage>;
}

/** An issue when the agent a field names (when it names one) is not stored. */
function agentExists(
  agents: ContentRepository<Agent>,
  field: string,
  id: string | null,
  label: string,
): Promise<ValidationIssue[]> {
  if (id === null) return Promise.resolve([]);
  return agents
    .findById(id)
    .then((agent) => (agent === null ? [{ field, message: `${label} must be chosen from the list` }] : []));
}

/** An issue when a broker page (`broker-{agentSlug}`) names no agent marked as a broker. */
async function brokerExists(agents: ContentRepository<Agent>, pageSlug: string): Promise<ValidationIssue[]> {
  const agentSlug = brokerAgentSlug(pageSlug);
  if (agentSlug === null) return [];
  const agent = await agents.findBySlug(agentSlug);
  return agent?.isBroker === true
    ? []
    : [{ field: 'slug', message: `No broker has the slug "${agentSlug}": mark the agent as a broker first` }];
}

/**
 * The admin use cases of every content collection over one set of repositories (in Supabase mode,
 * the signed-in user's): each sanitizes rich text, applies its collection's rules and checks that
 * chosen agents exist and that a broker page belongs to a broker.
 */
export function createContentEditors(repositories: ContentRepositories, sanitizer: RichTextSanitizer): ContentEditors {
  const { agents } = repositories;
  return {
    agents: createContentEditor({ repository: agents, rules: CONTENT_RULES.agents, sanitizer }),
    communities: createContentEditor({
      repository: repositories.communities,
      rules: CONTENT_RULES.communities,
      sanitizer,
    }),
    articles: createContentEditor({
      repository: repositories.articles,
      rules: CONTENT_RULES.articles,
      sanitizer,
      references: (fields) => agentExists(agents, 'authorAgentId', fields.authorAgentId, 'The author'),
    }),
    banners: createContentEditor({ repository: repositories.banners, rules: CONTENT_RULES.banners, sanitizer }),
    testimonials: createContentEditor({
      repository: repositories.testimonials,
      rules: CONTENT_RULES.testimonials,
      sanitizer,
      references: (fields) => agentExists(agents, 'agentId', fields.agentId, 'The agent'),
    }),
    salesResults: createContentEditor({
      repository: repositories.salesResults,
      rules: CONTENT_RULES.sales_results,
      sanitizer,
      references: (fields) => agentExists(agents, 'agentId', fields.agentId, 'The agent'),
    }),
    sitePages: createContentEditor({
      repository: repositories.sitePages,
      rules: CONTENT_RULES.site_pages,
      sanitizer,
      references: (fields) => brokerExists(agents, fields.slug),
    }),
  };
}
