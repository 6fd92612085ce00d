import type { ChangeBus } from './change-bus.port.ts';

/** The instances of in-process change buses that hear each other. */
export class InProcessChangeHub {
  private readonly buses = new Set<InProcessChangeBus>();

  /** A new bus instance on this hub (one per simulated process). */
  bus(): InProcessChangeBus {
    return new InProcessChangeBus(this.buses);
  }
}

/**
 * A `ChangeBus` inside one process: for the embedded database, where no other process serves the
 * site, and for tests. Buses of one hub hear each other's publishes; a bus made alone has nobody to
 * tell, which is exactly the embedded database's situation.
 */
export class InProcessChangeBus implements ChangeBus {
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly peers: Set<InProcessChangeBus> = new Set()) {
    peers.add(this);
  }

  async publish(): Promise<void> {
    if (this.closed) throw new Error('This change bus is closed');
    // Delivered after the publisher's turn, as a message from another process would be.
    const others = [...this.peers].filter((peer) => peer !== this);
    await Promise.resolve();
    for (const peer of others) peer.deliver();
  }

  subscribe(listener: () => void): () => void {
    const own = () => listener();
    this.listeners.add(own);
    return () => void this.listeners.delete(own);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.peers.delete(this);
  }

  private deliver(): void {
    if (this.closed) return;
    for (const listener of this.listeners) listener();
  }
}
