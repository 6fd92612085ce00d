import type { ReplicationState } from '../../listing/replication-state.port.ts';

/** A `ReplicationState` held in memory: for tests, and for runs that may start over on restart. */
export class InMemoryReplicationState implements ReplicationState {
  constructor(private highWaterMark: string | null = null) {}

  async get(): Promise<string | null> {
    return this.highWaterMark;
  }

  async set(highWaterMark: string): Promise<void> {
    this.highWaterMark = highWaterMark;
  }
}
