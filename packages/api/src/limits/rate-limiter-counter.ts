import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AttemptCounter, LimitRule } from './attempt-counter.ts';

/**
 * The stored key of a key: a SHA-256 digest, so a stored key has a fixed length whatever the e-mail address or address
 * it counts, and the store holds no visitor's address in the clear.
 */
export function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The rate-limiter-flexible seconds of a window (at least one second). */
export function windowSeconds(rule: LimitRule): number {
  return Math.max(1, Math.ceil(rule.windowMs / 1000));
}

/** An AttemptCounter over a rate-limiter-flexible limiter (memory or a store); whatever the store, the same answers. */
export function counterOver(rule: LimitRule, limiter: RateLimiterAbstract): AttemptCounter {
  /** The attempts of the key's live window: the memory store answers an ended window until its timer drops it. */
  const usedNow = async (key: string): Promise<number> => {
    const result = await limiter.get(storedKey(key));
    return result === null || result.msBeforeNext <= 0 ? 0 : Math.max(0, result.consumedPoints);
  };
  return {
    rule,
    async consume(key) {
      try {
        const result = await limiter.consume(storedKey(key));
        return { allowed: true, retryAfterMs: Math.max(0, result.msBeforeNext) };
      } catch (refusal) {
        // The limiter rejects with its result when the key is over its allowance, with an Error when the store fails.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The limiter added the refused attempt to the count: take it back, so the count is the attempts allowed.
        await limiter.reward(storedKey(key), 1);
        return { allowed: false, retryAfterMs: Math.max(0, refusal.msBeforeNext) };
      }
    },
    used: usedNow,
    async refund(key) {
      // Rewarding a key whose window has ended would start a new window below zero: a free attempt.
      if ((await usedNow(key)) > 0) await limiter.reward(storedKey(key), 1);
    },
    async reset(key) {
      await limiter.delete(storedKey(key));
    },
  };
}
