import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { AttemptCounters } from './attempt-counter.ts';
import { counterOver, windowSeconds } from './rate-limiter-counter.ts';

/** Counters kept in this process only (tests, and a single process that needs nothing shared). */
export function memoryAttemptCounters(): AttemptCounters {
  return (rule) =>
    counterOver(
      rule,
      new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: windowSeconds(rule) }),
    );
}
