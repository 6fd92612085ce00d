import { DEFAULT_LEAD_ROUTING, nextInRotation, type LeadRoutingSettings, type LeadRoutingStore } from '@app/domain';
import { PendingFailure } from './pending-failure.ts';

/** Lead routing kept in memory, for use-case and route tests and as the reference of its contract. */
export class InMemoryLeadRoutingStore implements LeadRoutingStore {
  private settings: LeadRoutingSettings = DEFAULT_LEAD_ROUTING;
  private last: string | null = null;
  private readonly failure = new PendingFailure();

  /** Makes the next call reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Back to no settings and a fresh rotation. */
  clear(): void {
    this.settings = DEFAULT_LEAD_ROUTING;
    this.last = null;
  }

  async get(): Promise<LeadRoutingSettings> {
    this.failure.throwIfSet();
    return { ...this.settings, areas: this.settings.areas.map((area) => ({ ...area })) };
  }

  async save(settings: LeadRoutingSettings): Promise<LeadRoutingSettings> {
    this.failure.throwIfSet();
    this.settings = { ...settings, areas: settings.areas.map((area) => ({ ...area })) };
    return this.get();
  }

  async takeTurn(agentIds: readonly string[]): Promise<string | null> {
    this.failure.throwIfSet();
    if (agentIds.length === 0) return null;
    this.last = nextInRotation(agentIds, this.last);
    return this.last;
  }
}
