import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

describe(createConcurrencyLimit, () => {
  it('never runs more tasks at once than its slots, runs them all, and passes on answers and failures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean()), { maxLength: 20 }),
        async (slots, tasks) => {
          const limit = createConcurrencyLimit(slots);
          let running = 0;
          let most = 0;
          const results = await Promise.allSettled(
            tasks.map(([delay, fails], index) =>
              limit(async () => {
                running += 1;
                most = Math.max(most, running);
                await new Promise((resolve) => setTimeout(resolve, delay));
                running -= 1;
                if (fails) throw new Error(`task ${index}`);
                return index;
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(slots);
          expect(
            results.map((result) => (result.status === 'fulfilled' ? result.value : String(result.reason))),
          ).toEqual(tasks.map(([, fails], index) => (fails ? `Error: task ${index}` : index)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('needs at least one slot', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });
});
