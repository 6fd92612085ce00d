/** What an admin did to a record. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-out',
  'password-reset',
  'role-change',
  'upload',
  // A record brought back from the Trash or from an older version, and one deleted for good from the Trash.
  'restore',
  'delete-forever',
  // Records of one kind put in a new order by moving them (one entry for the whole move).
  'reorder',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin change as recorded: who, when, what, and the record before and after. */
export interface AuditEntry {
  readonly id: string;
  readonly at: string;
  readonly actorId: string | null;
  readonly actorEmail: string;
  readonly action: AuditAction;
  /** The kind of record, e.g. "agents" or "footer_links". */
  readonly entity: string;
  readonly entityId: string | null;
  /** A short human label of the record, e.g. the agent's name. */
  readonly summary: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** An entry before it is stored. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

/** A page of the audit log, newest first, with the exact count. */
export interface AuditLogPage {
  readonly items: AuditEntry[];
  readonly total: number;
}

/** Which entries to list: optionally of one entity kind, one actor, and a time range (`from` included, `to` not). */
export interface AuditLogQuery {
  readonly entity?: string;
  readonly actorId?: string;
  /** ISO 8601 instant: entries at or after it. */
  readonly from?: string;
  /** ISO 8601 instant: entries before it. */
  readonly to?: string;
  readonly page: number;
  readonly perPage: number;
}

/** Where admin changes are recorded. */
export interface AuditLog {
  /** Stores an entry (id and time generated). */
  record(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first, optionally of one entity kind, one actor, a time range. */
  list(query: AuditLogQuery): Promise<AuditLogPage>;
}

/**
 * The fields that changed between two versions of a record (timestamps ignored), so the log
 * shows what an edit did rather than two whole records.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const ignored = new Set(['createdAt', 'updatedAt', 'created_at', 'updated_at']);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => !ignored.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}
