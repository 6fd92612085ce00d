import type { Context } from 'hono';
import type { AuditAction, AuthUser } from '@app/domain';
import type { AdminPorts, AdminServices } from '../../admin-services.ts';
import type { AdminVariables } from '../auth/admin-guard.ts';

/** The Hono environment of an admin route: the guard has set the user and their token. */
export type AdminEnv = { Variables: AdminVariables };

/** One admin change as a route reports it; the kit adds who made it. */
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

/** What every admin route factory gets besides the services. */
export interface AdminKit {
  /** The signed-in user of the call (set by the admin guard). */
  user(c: Context): AuthUser;
  /** The signed-in user's access token. */
  accessToken(c: Context): string;
  /** The ports this call writes through (bound to the user's token in Supabase mode). */
  ports(c: Context): AdminPorts;
  /** Records a change in the audit log, as made by the signed-in user. */
  recordChange(c: Context, change: AdminChange): Promise<void>;
  /** After a write public pages show: drops the micro-cache, the page cache and the in-process public caches, so the change shows at once. */
  publicDataChanged(): void;
}

function variable<K extends keyof AdminVariables>(c: Context, key: K): AdminVariables[K] {
  const value = (c as unknown as Context<AdminEnv>).get(key);
  if (value === undefined) throw new Error(`Admin route reached without the admin guard (no ${key})`);
  return value;
}

/** A cache of answers that public data makes (the micro-cache, the page cache). */
export interface DroppableCache {
  clear(): void;
}

/** The kit over the admin services and the process's caches of public answers (absent ones are skipped). */
export function createAdminKit(admin: AdminServices, publicAnswerCaches: readonly (DroppableCache | undefined)[] = []): AdminKit {
  return {
    user: (c) => variable(c, 'user'),
    accessToken: (c) => variable(c, 'accessToken'),
    ports: (c) => admin.portsFor(variable(c, 'accessToken')),
    async recordChange(c, change) {
      const user = variable(c, 'user');
      await admin.audit.record({ ...change, actorId: user.id, actorEmail: user.email });
    },
    publicDataChanged() {
      admin.invalidatePublicCaches();
      for (const cache of publicAnswerCaches) cache?.clear();
    },
  };
}
