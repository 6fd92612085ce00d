import type { ExclusiveLock, HeldLock } from './exclusive-lock.port.ts';

/** The names held, and by which instance, shared by the in-process locks of one registry. */
export class InProcessLockRegistry {
  private readonly holders = new Map<string, InProcessHeldLock>();

  /** A new lock instance on this registry (one per simulated process). */
  lock(): InProcessExclusiveLock {
    return new InProcessExclusiveLock(this.holders);
  }
}

class InProcessHeldLock implements HeldLock {
  readonly lost: Promise<void>;
  private held = true;
  private settle: () => void = () => undefined;

  constructor(
    private readonly name: string,
    private readonly holders: Map<string, InProcessHeldLock>,
    private readonly forget: (lock: InProcessHeldLock) => void,
  ) {
    this.lost = new Promise((resolve) => (this.settle = resolve));
  }

  isHeld(): boolean {
    return this.held;
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    if (this.holders.get(this.name) === this) this.holders.delete(this.name);
    this.forget(this);
    this.settle();
  }
}

/**
 * An `ExclusiveLock` inside one process: for the embedded database, where one process is all
 * there is (its data-folder lock sees to that), and for tests. Instances of one registry exclude
 * each other; `new InProcessExclusiveLock()` gets a registry of its own.
 */
export class InProcessExclusiveLock implements ExclusiveLock {
  private readonly mine = new Set<InProcessHeldLock>();
  private closed = false;

  constructor(private readonly holders = new Map<string, InProcessHeldLock>()) {}

  async tryAcquire(name: string): Promise<HeldLock | null> {
    if (this.closed) throw new Error('This lock instance is closed');
    if (this.holders.has(name)) return null;
    const held = new InProcessHeldLock(name, this.holders, (lock) => this.mine.delete(lock));
    this.holders.set(name, held);
    this.mine.add(held);
    return held;
  }

  /** Gives up every lock held and stays usable, as a process whose database connection broke and reconnected. */
  async loseAll(): Promise<void> {
    await Promise.all([...this.mine].map((held) => held.release()));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.loseAll();
  }
}
