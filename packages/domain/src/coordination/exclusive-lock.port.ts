/**
 * A lock held by one holder at a time across every process that shares the lock's medium (one
 * Postgres database, or one process for the in-process adapter). Used so that scheduled jobs
 * (listing replication, the demo refreshes) run on one server at a time.
 */
export interface ExclusiveLock {
  /** Takes the lock named `name` when nobody holds it; null when someone does (never waits). */
  tryAcquire(name: string): Promise<HeldLock | null>;
  /** Releases every lock this instance holds (as a process's death would) and refuses further acquisitions. */
  close(): Promise<void>;
}

/** A lock this instance holds. */
export interface HeldLock {
  /** Settles once the lock is no longer held: released, closed, or lost with its connection. */
  readonly lost: Promise<void>;
  /** Whether the lock is still held as far as this instance knows. */
  isHeld(): boolean;
  /** Gives the lock up; safe to call twice, and after it was lost. */
  release(): Promise<void>;
}
