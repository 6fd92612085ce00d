import type { Sleep } from '../src/http/sleep.ts';

/** A clock a test can move, such as `FixedClock` of `@app/testing`. */
export interface MovableClock {
  advance(ms: number): void;
}

/** A `Sleep` that waits no real time: it records each wait and moves the fake clock on by it. */
export class FakeSleep {
  readonly waits: number[] = [];

  constructor(private readonly clock: MovableClock) {}

  readonly sleep: Sleep = async (ms) => {
    this.waits.push(ms);
    this.clock.advance(ms);
  };

  /** The sum of every wait so far. */
  total(): number {
    return this.waits.reduce((sum, ms) => sum + ms, 0);
  }
}
