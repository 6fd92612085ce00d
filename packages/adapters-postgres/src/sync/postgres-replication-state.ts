import { DataUnavailableError, type ReplicationState } from '@app/domain';
import type { SqlExecutor } from '@app/database';

/** The replication's high-water mark, kept in the sync_state table under a name (e.g. `trestle.property`). */
export class PostgresReplicationState implements ReplicationState {
  constructor(
    private readonly db: SqlExecutor,
    private readonly name: string,
  ) {}

  async get(): Promise<string | null> {
    try {
      const { rows } = await this.db.query<{ value: string }>('select value from sync_state where name = $1', [
        this.name,
      ]);
      return rows[0]?.value ?? null;
    } catch (error) {
      throw new DataUnavailableError('The replication state could not be read', { cause: error });
    }
  }

  async set(highWaterMark: string): Promise<void> {
    try {
      await this.db.query(
        `insert into sync_state (name, value) values ($1, $2)
         on conflict (name) do update set value = excluded.value, updated_at = now()`,
        [this.name, highWaterMark],
      );
    } catch (error) {
      throw new DataUnavailableError('The replication state could not be saved', { cause: error });
    }
  }
}
