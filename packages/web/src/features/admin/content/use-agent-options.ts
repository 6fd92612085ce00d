import { useEffect, useState } from 'react';
import type { Agent } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import type { AdminListPage } from '../kit/use-admin-list.ts';

/** An agent as a choice of a select. */
export interface AgentOption {
  readonly value: string;
  readonly label: string;
  readonly slug: string;
  readonly isBroker: boolean;
}

/** The largest page the admin API answers: the whole team fits in it. */
const TEAM_PAGE = 100;

/** Every agent (hidden ones too) by name, for choosing who a record is about; empty until loaded (or when not wanted). */
export function useAgentOptions(wanted = true): { options: AgentOption[]; failed: boolean } {
  const api = useAdminApi();
  const [options, setOptions] = useState<AgentOption[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    api.get<AdminListPage<Agent>>('/api/admin/agents', { sort: 'name', perPage: TEAM_PAGE }).then(
      (page) => {
        if (current) setOptions(page.items.map((agent) => ({ value: agent.id, label: agent.name, slug: agent.slug, isBroker: agent.isBroker })));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, wanted]);
  return { options, failed };
}
