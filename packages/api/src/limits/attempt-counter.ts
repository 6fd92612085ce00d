/**
 * The port every rate limit and lock-out of the HTTP layer counts through: a named rule (so many attempts per key in a
 * window) and what may be asked of it. Routes never know where the counts live: in the process (tests) or in the
 * database the servers share (ADR 0020), so a limit holds across every server behind a load balancer.
 */
export interface LimitRule {
  /** Short and unique among rules: it prefixes the stored keys. */
  readonly name: string;
  /** Attempts allowed per key in one window. */
  readonly points: number;
  /** How long a window lasts, from the key's first attempt in it. */
  readonly windowMs: number;
}

/** What recording an attempt decided. */
export interface AttemptDecision {
  /** False when the key had already used its allowance in the window (the attempt is then not counted again). */
  readonly allowed: boolean;
  /** Milliseconds until the key's window ends (0 when it holds no attempts). */
  readonly retryAfterMs: number;
}

/** Counts the attempts of keys under one rule. Keys may be any text (an address, an e-mail address, both). */
export interface AttemptCounter {
  readonly rule: LimitRule;
  /** Records one attempt for the key. */
  consume(key: string): Promise<AttemptDecision>;
  /** How many attempts the key has made in its current window (0 when none), without recording one. */
  used(key: string): Promise<number>;
  /** Takes back one attempt the key made in its current window (never below zero, never into a new window). */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}

/** Makes the counter of a rule; every process asking for the same rule name shares the counts of its store. */
export type AttemptCounters = (rule: LimitRule) => AttemptCounter;
