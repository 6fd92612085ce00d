import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptCounters } from './attempt-counter.ts';

let ruleNumber = 0;
/** A rule no other test has used, so tests sharing a store never share counts. */
const freshRule = (points: number, windowMs = 60_000) => ({ name: `contract-${++ruleNumber}`, points, windowMs });

/**
 * What every AttemptCounters adapter answers alike (memory, the database on PGlite and on Postgres 15). Time is moved
 * with Vitest's clock (rate-limiter-flexible reads Date.now()).
 */
export function describeAttemptCountersContract(name: string, counters: () => AttemptCounters): void {
  describe(`AttemptCounters contract: ${name}`, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse('2026-11-01T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('allows the rule’s points per key, then refuses, without counting refused attempts', async () => {
      const counter = counters()(freshRule(3));
      for (let attempt = 0; attempt < 3; attempt++) expect((await counter.consume('10.0.0.1')).allowed).toBe(true);
      const refused = await counter.consume('10.0.0.1');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      await counter.consume('10.0.0.1');
      expect(await counter.used('10.0.0.1')).toBe(3);
    });

    it('counts each key apart, whatever its length or characters', async () => {
      const counter = counters()(freshRule(1));
      const long = `${'a'.repeat(300)}@palmetto.example\n2001:db8::1`;
      expect((await counter.consume(long)).allowed).toBe(true);
      expect((await counter.consume(long)).allowed).toBe(false);
      expect((await counter.consume('other')).allowed).toBe(true);
      expect(await counter.used('never-seen')).toBe(0);
    });

    it('keeps rules with different names apart on the same key', async () => {
      const first = counters()(freshRule(1));
      const second = counters()(freshRule(1));
      await first.consume('key');
      expect(await second.used('key')).toBe(0);
      expect((await second.consume('key')).allowed).toBe(true);
    });

    it('starts a new window once the window has passed', async () => {
      const counter = counters()(freshRule(2, 15 * 60_000));
      await counter.consume('key');
      await counter.consume('key');
      expect((await counter.consume('key')).allowed).toBe(false);
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
      expect(await counter.used('key')).toBe(0);
      expect((await counter.consume('key')).allowed).toBe(true);
      expect(await counter.used('key')).toBe(1);
    });

    it('takes back one attempt on refund, never below zero and never into a new window', async () => {
      const counter = counters()(freshRule(2));
      await counter.consume('key');
      await counter.consume('key');
      await counter.refund('key');
      expect(await counter.used('key')).toBe(1);
      await counter.refund('key');
      await counter.refund('key');
      expect(await counter.used('key')).toBe(0);
      vi.setSystemTime(Date.now() + 120_000);
      await counter.refund('key');
      await counter.consume('key');
      await counter.consume('key');
      expect((await counter.consume('key')).allowed).toBe(false);
    });

    it('forgets a key on reset', async () => {
      const counter = counters()(freshRule(1));
      await counter.consume('key');
      await counter.reset('key');
      expect(await counter.used('key')).toBe(0);
      expect((await counter.consume('key')).allowed).toBe(true);
    });

    it('counts parallel attempts exactly once each', async () => {
      const counter = counters()(freshRule(5));
      const decisions = await Promise.all(Array.from({ length: 12 }, () => counter.consume('burst')));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      expect(await counter.used('burst')).toBe(5);
    });
  });
}
