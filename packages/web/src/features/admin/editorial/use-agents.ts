import type { Agent } from '@app/domain';
import { useEffect, useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';

/** The agents to choose from and whether loading them failed. */
export interface AgentChoices {
  readonly agents: readonly Agent[];
  readonly failed: boolean;
}

/** Every agent (hidden ones too), by name, for author and agent choices; empty until loaded. */
export function useAgents(): AgentChoices {
  const api = useAdminApi();
  const [choices, setChoices] = useState<AgentChoices>({ agents: [], failed: false });
  useEffect(() => {
    let current = true;
    api.get<{ items: Agent[] }>('/api/admin/agents', { sort: 'name', direction: 'asc', perPage: 100 }).then(
      (page) => current && setChoices({ agents: page.items, failed: false }),
      () => current && setChoices({ agents: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return choices;
}
