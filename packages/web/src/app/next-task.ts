/**
 * Resolves in a later task of the browser's event loop, so that the work after it is not added to the task
 * running now (a phone counts every task over 50 ms as blocking). Uses `scheduler.yield()` where the browser
 * has it (the rest keeps its place ahead of other queued tasks), otherwise a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
