import type { Agent } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';
import type { AdminListPage } from '../kit/admin-list.ts';

/** The agents to choose from and whether loading them failed. */
export interface AgentChoices {
  readonly agents: readonly Agent[];
  readonly failed: boolean;
}

/** The largest page the admin API answers: the whole team fits in it. */
const TEAM_PAGE = 100;

/** Every agent (hidden ones too), by name, for author and agent choices (a route loader's part); a failure leaves none
 * to choose. */
export function loadAgents(api: AdminApi): Promise<AgentChoices> {
  return api
    .get<AdminListPage<Agent>>('/api/admin/agents', { sort: 'name', direction: 'asc', perPage: TEAM_PAGE })
    .then(
      (page) => ({ agents: page.items, failed: false }),
      () => ({ agents: [], failed: true }),
    );
}
