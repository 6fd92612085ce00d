import type { AuditAction, AuditLog } from '../../audit/audit-entry.ts';
import type { AuthUser } from '../../auth/auth-user.ts';

/** Where admin changes are recorded (the audit log's writing half). */
export type AuditRecorder = Pick<AuditLog, 'record'>;

/** Told after every write that public pages show, so caches of public answers are dropped at once. */
export interface PublicDataChanged {
  publicDataChanged(): void;
}

/** One admin change as a use case reports it; the change log adds who made it. */
export interface AdminChange {
  readonly action: AuditAction;
  /** The kind of record, e.g. "agents" or "footer_links". */
  readonly entity: string;
  readonly entityId: string | null;
  /** A short human label of the record, e.g. the agent's name. */
  readonly summary: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Records the changes of one signed-in user. */
export interface ChangeLog {
  /** One audit entry, as made by the user. */
  record(change: AdminChange): Promise<void>;
  /** One audit entry, then the public caches dropped (the change shows on public pages). */
  recordPublic(change: AdminChange): Promise<void>;
  /** Drops the public caches without an entry (a write that found nothing to record). */
  publicDataChanged(): void;
}

/** The change log of `actor` over the audit recorder and the public-data notification. */
export function createChangeLog(
  audit: AuditRecorder,
  notify: PublicDataChanged,
  actor: Pick<AuthUser, 'id' | 'email'>,
): ChangeLog {
  const record = async (change: AdminChange): Promise<void> => {
    await audit.record({ ...change, actorId: actor.id, actorEmail: actor.email });
  };
  return {
    record,
    async recordPublic(change) {
      await record(change);
      notify.publicDataChanged();
    },
    publicDataChanged: () => notify.publicDataChanged(),
  };
}
