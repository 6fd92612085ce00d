import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { AttemptCounters } from './attempt-counter.ts';
import { counterOver, windowSeconds } from './rate-limiter-counter.ts';

/**
 * Counters kept in this process only (tests, and a single process that needs nothing shared). Like the database's,
 * every counter of one rule name shares one count, so two routes counting the same rule (sign-in, and a password
 * change that checks the current one) add up.
 */
export function memoryAttemptCounters(): AttemptCounters {
  const limiters = new Map<string, RateLimiterMemory>();
  return (rule) => {
    const limiter =
      limiters.get(rule.name) ??
      new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: windowSeconds(rule) });
    limiters.set(rule.name, limiter);
    return counterOver(rule, limiter);
  };
}
