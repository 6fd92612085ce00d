import type { SqlExecutor } from '@app/database';
import type { Database } from './connection/database.ts';

/** Who calls through the data API: nobody signed in, a user without a role, an editor, an admin. */
export type DataApiCaller = 'anon' | 'user' | 'editor' | 'admin';

/**
 * The claims PostgREST would set for each caller. The policies read `app_metadata.role`; the plain
 * user claims admin in `user_metadata`, which anyone may edit, so a policy reading it would fail.
 */
const CLAIMS: Record<Exclude<DataApiCaller, 'anon'>, object> = {
  user: {
    role: 'authenticated',
    sub: '20000000-0000-4000-8000-000000000002',
    app_metadata: {},
    user_metadata: { role: 'admin' },
  },
  editor: { role: 'authenticated', sub: '30000000-0000-4000-8000-000000000003', app_metadata: { role: 'editor' } },
  admin: { role: 'authenticated', sub: '10000000-0000-4000-8000-000000000001', app_metadata: { role: 'admin' } },
};

class RolledBack extends Error {}

/**
 * Runs `fn` as the data API's role for the caller would (set role + request.jwt.claims) inside a
 * transaction that is always rolled back, so row-level security tests leave nothing behind.
 */
export async function asDataApiCaller<R>(
  db: Database,
  caller: DataApiCaller,
  fn: (tx: SqlExecutor) => Promise<R>,
): Promise<R> {
  let result: R | undefined;
  await db
    .transaction(async (tx) => {
      await tx.exec(caller === 'anon' ? 'set local role anon' : 'set local role authenticated');
      if (caller !== 'anon')
        await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(CLAIMS[caller])]);
      result = await fn(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as R;
}
