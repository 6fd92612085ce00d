import type { SqlExecutor } from '@app/database';
import {
  cityKey,
  DEFAULT_LEAD_ROUTING,
  type LeadAssignmentRule,
  type LeadRoutingSettings,
  type LeadRoutingStore,
} from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** Message of a routing read or turn that failed. */
export const LEAD_ROUTING_UNAVAILABLE = 'The lead routing settings could not be read or saved. Please try again.';

const SAVE = `
with settings as (
  insert into lead_routing (id, rule, office_email, updated_at) values (1, $1, $2, now())
  on conflict (id) do update set rule = excluded.rule, office_email = excluded.office_email, updated_at = now()
  returning id
),
rows as (
  select row_value ->> 'cityKey' as city_key, row_value ->> 'city' as city, row_value ->> 'agentId' as agent_id,
    position::integer as position
  from jsonb_array_elements($3::jsonb) with ordinality as area(row_value, position)
),
removed as (delete from lead_area_agents where city_key not in (select city_key from rows))
insert into lead_area_agents (city_key, city, agent_id, position) select city_key, city, agent_id, position from rows
on conflict (city_key) do update set city = excluded.city, agent_id = excluded.agent_id, position = excluded.position`;

// One UPDATE of the one row: a second server's turn waits for the row and is worked out again on the new value.
const TAKE_TURN = `
insert into lead_routing (id) values (1) on conflict (id) do nothing;`;
const ADVANCE = `
update lead_routing set rotation_last = coalesce(
  (select min(agent collate "C") from unnest($1::text[]) as agent where agent collate "C" > lead_routing.rotation_last collate "C"),
  (select min(agent collate "C") from unnest($1::text[]) as agent)
)
where id = 1
returning rotation_last`;

/** The lead routing settings and the round-robin turn in Postgres (the server's own tables; ADR 0036). */
export class PostgresLeadRoutingStore implements LeadRoutingStore {
  constructor(private readonly db: SqlExecutor) {}

  get(): Promise<LeadRoutingSettings> {
    return translateDriverErrors(LEAD_ROUTING_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<{ rule: LeadAssignmentRule; office_email: string | null }>(
        'select rule, office_email from lead_routing where id = 1',
      );
      const areas = await this.db.query<{ city: string; agent_id: string }>(
        'select city, agent_id from lead_area_agents order by position, city_key',
      );
      const [row] = rows;
      if (row === undefined) return DEFAULT_LEAD_ROUTING;
      return {
        rule: row.rule,
        officeEmail: row.office_email,
        areas: areas.rows.map((area) => ({ city: area.city, agentId: area.agent_id })),
      };
    });
  }

  save(settings: LeadRoutingSettings): Promise<LeadRoutingSettings> {
    return translateDriverErrors(LEAD_ROUTING_UNAVAILABLE, async () => {
      const areas = settings.areas.map((area) => ({
        cityKey: cityKey(area.city),
        city: area.city,
        agentId: area.agentId,
      }));
      await this.db.query(SAVE, [settings.rule, settings.officeEmail, JSON.stringify(areas)]);
      return this.get();
    });
  }

  takeTurn(agentIds: readonly string[]): Promise<string | null> {
    if (agentIds.length === 0) return Promise.resolve(null);
    return translateDriverErrors(LEAD_ROUTING_UNAVAILABLE, async () => {
      await this.db.query(TAKE_TURN);
      const { rows } = await this.db.query<{ rotation_last: string | null }>(ADVANCE, [[...agentIds]]);
      return rows[0]?.rotation_last ?? null;
    });
  }
}
