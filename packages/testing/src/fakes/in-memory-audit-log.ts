import type { AuditEntry, AuditLog, AuditLogPage, NewAuditEntry } from '@app/domain';

/** An AuditLog in memory, for tests. */
export class InMemoryAuditLog implements AuditLog {
  private readonly entries: AuditEntry[] = [];
  private sequence = 0;

  async record(entry: NewAuditEntry): Promise<AuditEntry> {
    this.sequence += 1;
    const stored: AuditEntry = {
      ...entry,
      id: `audit-${this.sequence}`,
      at: new Date(Date.now() + this.sequence).toISOString(),
    };
    this.entries.unshift(stored);
    return stored;
  }

  async list(query: { entity?: string; actorId?: string; page: number; perPage: number }): Promise<AuditLogPage> {
    const matching = this.entries.filter(
      (item) =>
        (query.entity === undefined || item.entity === query.entity) &&
        (query.actorId === undefined || item.actorId === query.actorId),
    );
    const from = (query.page - 1) * query.perPage;
    return { items: matching.slice(from, from + query.perPage), total: matching.length };
  }

  /** Empties the log. */
  clear(): void {
    this.entries.length = 0;
  }
}
