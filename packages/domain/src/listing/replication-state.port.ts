/**
 * Where the replication keeps its high-water mark: the newest `ModificationTimestamp` it has
 * fully replicated. Null means nothing yet, so the next run is a full load. It must outlive the
 * process (the api keeps it in Postgres), or every restart starts with a full load again.
 */
export interface ReplicationState {
  /** The high-water mark (ISO 8601), or null before the first complete run. */
  get(): Promise<string | null>;
  /** Records a new high-water mark (ISO 8601). */
  set(highWaterMark: string): Promise<void>;
}
