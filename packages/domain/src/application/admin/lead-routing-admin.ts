import {
  leadRoutingIssues,
  normalizeLeadRouting,
  type LeadRoutingSettings,
} from '../../contact/routing/lead-routing.ts';
import type { LeadRoutingStore } from '../../contact/routing/lead-routing-store.port.ts';
import type { Agent } from '../../content/agent.ts';
import type { ContentRepository } from '../../content/content-repository.port.ts';
import { CONTENT_MAX_PAGE_SIZE, normalizeContentQuery } from '../../content/content-query.ts';
import { ValidationError } from '../../errors/domain-error.ts';
import type { ChangeLog } from './change-log.ts';

/** The lead routing settings page (admins only): the rule, the office's address and the city → agent table. */
export interface LeadRoutingAdmin {
  get(): Promise<LeadRoutingSettings>;
  /** Saves checked settings (ValidationError naming each bad field; agents must exist); audited. */
  save(settings: LeadRoutingSettings): Promise<LeadRoutingSettings>;
}

export function createLeadRoutingAdmin(
  store: LeadRoutingStore,
  agents: Pick<ContentRepository<Agent>, 'list' | 'collection'>,
  changes: ChangeLog,
): LeadRoutingAdmin {
  return {
    get: () => store.get(),
    async save(input) {
      const settings = normalizeLeadRouting(input);
      const page = await agents.list(normalizeContentQuery(agents.collection, { perPage: CONTENT_MAX_PAGE_SIZE }));
      const issues = leadRoutingIssues(settings, new Set(page.items.map((agent) => agent.id)));
      if (issues.length > 0) throw new ValidationError(issues);
      const before = await store.get();
      const saved = await store.save(settings);
      await changes.record({
        action: 'update',
        entity: 'lead_routing',
        entityId: 'lead-routing',
        summary: 'Lead routing',
        before: { ...before },
        after: { ...saved },
      });
      return saved;
    },
  };
}
