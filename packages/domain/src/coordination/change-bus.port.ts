/**
 * Tells the other server processes that public data changed, so each drops its in-process caches
 * (shared answers, micro-cache, page cache). A publish reaches the subscribers of every other
 * instance on the same medium, never the publishing instance's own: the publisher has already
 * dropped its caches when it publishes, so its own readers see the change at once.
 */
export interface ChangeBus {
  /** Announces a change to every other instance. */
  publish(): Promise<void>;
  /**
   * Calls `listener` when another instance announces a change, and also when changes may have been
   * missed (a lost connection restored), since dropping caches once too often is harmless.
   * Answers the function that unsubscribes.
   */
  subscribe(listener: () => void): () => void;
  /** Stops listening and publishing; safe to call twice. */
  close(): Promise<void>;
}
