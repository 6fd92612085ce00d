import type { SqlExecutor } from '@app/database';
import type { VisitorDirectory } from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';

/** Message when visitors' addresses cannot be read. */
export const VISITOR_DIRECTORY_UNAVAILABLE = 'Visitor addresses are not available right now';

/** The addresses of embedded visitor accounts: auth_accounts rows with role visitor (ADR 0028). */
export class PostgresVisitorDirectory implements VisitorDirectory {
  constructor(private readonly db: SqlExecutor) {}

  emailsOf(visitorIds: readonly string[]): Promise<Map<string, string>> {
    return translateDriverErrors(VISITOR_DIRECTORY_UNAVAILABLE, async () => {
      const ids = visitorIds.filter(isUuid);
      if (ids.length === 0) return new Map<string, string>();
      const { rows } = await this.db.query<{ id: string; email: string }>(
        `select id, email from auth_accounts where role = 'visitor' and id = any($1::uuid[])`,
        [ids],
      );
      return new Map(rows.map((row) => [row.id, row.email]));
    });
  }
}
