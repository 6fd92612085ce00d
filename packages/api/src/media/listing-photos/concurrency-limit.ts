/** Runs a task when a slot is free; its answer is the task's. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `slots` tasks run at once; the others wait in arrival order. Keeps a burst of photo
 * requests from decoding dozens of pictures (and holding their bytes) at the same time.
 */
export function createConcurrencyLimit(slots: number): ConcurrencyLimit {
  if (!Number.isInteger(slots) || slots < 1) throw new RangeError('A concurrency limit needs at least one slot');
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next waiting one, so no newcomer slips in between.
  const release = () => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  };
  return async (task) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
