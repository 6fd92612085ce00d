import type { SqlExecutor } from '@app/database';
import type { Redirect, RedirectChange, RedirectStore } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** Message when the redirects cannot be read. */
export const REDIRECTS_UNAVAILABLE = 'Redirects are not available';
/** Message when a change of the redirects cannot be stored (nothing of it is). */
export const REDIRECTS_SAVE_FAILED = 'Failed to save the redirects';

interface RedirectRow {
  readonly from_path: string;
  readonly to_path: string;
  readonly updated_at: Date | string;
}

/** A row of `redirects` as the domain's Redirect (shared with the data API adapter's rows, which are strings). */
export function redirectFromRow(row: RedirectRow): Redirect {
  return { fromPath: row.from_path, toPath: row.to_path, updatedAt: new Date(row.updated_at).toISOString() };
}

/** The permanent redirects in the `redirects` table (migration 0027); a change is one call of `apply_redirects`. */
export class PostgresRedirectStore implements RedirectStore {
  constructor(private readonly db: SqlExecutor) {}

  list(): Promise<Redirect[]> {
    return translateDriverErrors(REDIRECTS_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<RedirectRow>('select * from redirects order by from_path collate "C"');
      return rows.map(redirectFromRow);
    });
  }

  apply(change: RedirectChange): Promise<void> {
    return translateDriverErrors(REDIRECTS_SAVE_FAILED, async () => {
      const put = change.put.map(({ fromPath, toPath }) => ({ fromPath, toPath }));
      await this.db.query('select public.apply_redirects($1::text[], $2::jsonb)', [
        [...change.remove],
        JSON.stringify(put),
      ]);
    });
  }
}
