/** Waits `ms` milliseconds. Injected, so tests move a fake clock instead of waiting. */
export type Sleep = (ms: number) => Promise<void>;

/** The real wait, on a timer. */
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
