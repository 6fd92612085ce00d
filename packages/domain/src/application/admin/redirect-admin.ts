import { NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import { parseRedirectCsv } from '../../redirects/redirect-csv.ts';
import { normalizeRedirect, normalizeRedirectPath, redirectIssues } from '../../redirects/redirect-paths.ts';
import { planRedirects } from '../../redirects/redirect-plan.ts';
import type { Redirect, RedirectFields } from '../../redirects/redirect.ts';
import type { RedirectStore } from '../../redirects/redirect-store.port.ts';
import type { ChangeLog } from './change-log.ts';

/** The Redirects page's use cases: each write keeps the table free of chains and loops, audited, live at once. */
export interface RedirectAdmin {
  list(): Promise<Redirect[]>;
  /** Adds (or changes) one redirect; ValidationError naming `fromPath` or `toPath`. */
  add(fields: RedirectFields): Promise<Redirect[]>;
  /** Removes the redirect from this old address; NotFoundError when there is none. */
  remove(fromPath: string): Promise<void>;
  /** Adds every row of a CSV, or none: ValidationError naming each bad line. */
  importCsv(text: string): Promise<{ readonly imported: number }>;
}

const ENTITY = 'redirects';

export function createRedirectAdmin(store: RedirectStore, changes: ChangeLog): RedirectAdmin {
  const addAll = async (rows: readonly RedirectFields[]) => {
    const existing = await store.list();
    const { change } = planRedirects(existing, rows);
    await store.apply(change);
    return change;
  };
  return {
    list: () => store.list(),
    async add(fields) {
      const issues = redirectIssues(fields);
      if (issues.length > 0) throw new ValidationError(issues);
      const redirect = normalizeRedirect(fields);
      await addAll([redirect]);
      await changes.recordPublic({
        action: 'create',
        entity: ENTITY,
        entityId: redirect.fromPath,
        summary: `${redirect.fromPath} → ${redirect.toPath}`,
        before: null,
        after: redirect,
      });
      return store.list();
    },
    async remove(fromPath) {
      const path = normalizeRedirectPath(fromPath);
      const stored = path === null ? undefined : (await store.list()).find((redirect) => redirect.fromPath === path);
      if (stored === undefined) throw new NotFoundError(`No redirect from ${fromPath}`);
      await store.apply({ remove: [stored.fromPath], put: [] });
      await changes.recordPublic({
        action: 'delete',
        entity: ENTITY,
        entityId: stored.fromPath,
        summary: `${stored.fromPath} → ${stored.toPath}`,
        before: stored,
        after: null,
      });
    },
    async importCsv(text) {
      const { rows, issues } = parseRedirectCsv(text);
      if (issues.length > 0) throw new ValidationError(issues);
      const change = await addAll(rows);
      await changes.recordPublic({
        action: 'create',
        entity: ENTITY,
        entityId: null,
        summary: `Imported ${String(rows.length)} redirects`,
        before: null,
        after: change,
      });
      return { imported: rows.length };
    },
  };
}
