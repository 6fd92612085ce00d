import type { Clock } from '@app/domain';

/** 2025-01-15T12:00:00.000Z: the instant a FixedClock starts at unless told otherwise. */
export const FIXED_CLOCK_START_MS = Date.UTC(2025, 0, 15, 12, 0, 0);

/** A Clock that only moves when a test moves it. */
export class FixedClock implements Clock {
  private current: number;

  constructor(startMs: number = FIXED_CLOCK_START_MS) {
    this.current = startMs;
  }

  /** The current instant in milliseconds since the Unix epoch. */
  now(): number {
    return this.current;
  }

  /** Moves the clock forward (or back, with a negative amount) by ms milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  /** Sets the clock to an instant in milliseconds since the Unix epoch. */
  set(ms: number): void {
    this.current = ms;
  }
}
