import type { LeadRoutingSettings } from './lead-routing.ts';

/**
 * Where the lead routing settings and the round-robin turn are kept: in the database, so the turn is fair across
 * restarts and across several servers (ADR 0036).
 */
export interface LeadRoutingStore {
  /** The saved settings ({@link DEFAULT_LEAD_ROUTING} before any are saved). */
  get(): Promise<LeadRoutingSettings>;
  /** Replaces the settings (already checked) and answers them as stored. */
  save(settings: LeadRoutingSettings): Promise<LeadRoutingSettings>;
  /**
   * Takes the next turn of the rotation among these agent ids: the first id after the last one served (code-point
   * order, wrapping around), as {@link nextInRotation} says; null for no ids. Atomic: two servers asking at once get
   * two turns.
   */
  takeTurn(agentIds: readonly string[]): Promise<string | null>;
}
