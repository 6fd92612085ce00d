import type { SqlExecutor } from '@app/database';
import type { AuditAction, AuditEntry, AuditLog, AuditLogPage, AuditLogQuery, NewAuditEntry } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

interface AuditRow {
  readonly id: string;
  readonly at: Date | string;
  readonly actor_id: string | null;
  readonly actor_email: string;
  readonly action: AuditAction;
  readonly entity: string;
  readonly entity_id: string | null;
  readonly summary: string;
  readonly before: unknown;
  readonly after: unknown;
}

const COLUMNS = 'id, at, actor_id, actor_email, action, entity, entity_id, summary, before, after';
const AUDIT_LOG_UNAVAILABLE = 'The change log is unavailable';

function entryFromRow(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** The audit log in the audit_log table, newest first. */
export class PostgresAuditLog implements AuditLog {
  constructor(private readonly db: SqlExecutor) {}

  record(entry: NewAuditEntry): Promise<AuditEntry> {
    return translateDriverErrors(AUDIT_LOG_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<AuditRow>(
        `insert into audit_log (actor_id, actor_email, action, entity, entity_id, summary, before, after)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) returning ${COLUMNS}`,
        [
          entry.actorId,
          entry.actorEmail,
          entry.action,
          entry.entity,
          entry.entityId,
          entry.summary,
          JSON.stringify(entry.before ?? null),
          JSON.stringify(entry.after ?? null),
        ],
      );
      return entryFromRow(rows[0] as AuditRow);
    });
  }

  list(query: AuditLogQuery): Promise<AuditLogPage> {
    return translateDriverErrors(AUDIT_LOG_UNAVAILABLE, async () => {
      const filter = `where ($1::text is null or entity = $1) and ($2::uuid is null or actor_id = $2)
        and ($3::timestamptz is null or at >= $3) and ($4::timestamptz is null or at < $4)`;
      const params = [query.entity ?? null, query.actorId ?? null, query.from ?? null, query.to ?? null];
      const [{ rows }, counted] = [
        await this.db.query<AuditRow>(
          `select ${COLUMNS} from audit_log ${filter} order by at desc, id desc limit $5 offset $6`,
          [...params, query.perPage, (query.page - 1) * query.perPage],
        ),
        await this.db.query<{ total: number }>(`select count(*)::integer as total from audit_log ${filter}`, params),
      ];
      return { items: rows.map(entryFromRow), total: counted.rows[0]?.total ?? 0 };
    });
  }
}
