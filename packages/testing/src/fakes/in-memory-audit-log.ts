import type { AuditEntry, AuditLog, AuditLogPage, AuditLogQuery, NewAuditEntry } from '@app/domain';

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

  async list(query: AuditLogQuery): Promise<AuditLogPage> {
    const matching = this.entries.filter(
      (item) =>
        (query.entity === undefined || item.entity === query.entity) &&
        (query.actorId === undefined || item.actorId === query.actorId) &&
        (query.from === undefined || Date.parse(item.at) >= Date.parse(query.from)) &&
        (query.to === undefined || Date.parse(item.at) < Date.parse(query.to)),
    );
    const from = (query.page - 1) * query.perPage;
    return { items: matching.slice(from, from + query.perPage), total: matching.length };
  }

  /** Empties the log. */
  clear(): void {
    this.entries.length = 0;
  }
}
