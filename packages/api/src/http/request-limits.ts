import type { AttemptCounters } from '../limits/attempt-counter.ts';
import type { ClientAddressOf } from './client-address.ts';

/** What the rate-limited routes need: who the client is (TRUST_PROXY) and where attempts are counted (ADR 0020). */
export interface RequestLimits {
  readonly clientAddress: ClientAddressOf;
  readonly counters: AttemptCounters;
}
