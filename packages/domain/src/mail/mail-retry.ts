/** How the delivery worker retries: exponential back-off with jitter, a cap, a number of tries, and a lease. */
export interface MailRetryPolicy {
  /** The back-off's ceiling after the first failed try; it doubles with every try after. */
  readonly firstDelayMs: number;
  /** The highest back-off. */
  readonly maxDelayMs: number;
  /** How many tries a mail gets before it is given up. */
  readonly maxAttempts: number;
  /** How long a claim lasts: a mail claimed by a process that died is claimed again after it. */
  readonly leaseMs: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min (each less up to half, by jitter): 8 tries over about an hour; a 2-minute lease. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 8,
  leaseMs: 2 * 60_000,
};

/** The back-off's ceiling after try `attempt` (1 for the first): firstDelayMs doubled per try after, at most
 * maxDelayMs. */
export function retryCeilingMs(attempt: number, policy: MailRetryPolicy): number {
  const doublings = Math.min(Math.max(attempt - 1, 0), 52);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/**
 * How long to wait after try `attempt` failed: between half the ceiling and the ceiling ("equal jitter"), so the
 * waits grow exponentially while the tries of many mails that failed together spread out. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, policy: MailRetryPolicy, random: number): number {
  const ceiling = retryCeilingMs(attempt, policy);
  const jitter = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (jitter * ceiling) / 2);
}

/** What follows a failed try: another one at `retryAtMs`, or giving the mail up once it had its tries. */
export type AfterFailedTry = { readonly giveUp: true } | { readonly giveUp: false; readonly retryAtMs: number };

export function afterFailedTry(
  attempt: number,
  policy: MailRetryPolicy,
  nowMs: number,
  random: number,
): AfterFailedTry {
  if (attempt >= policy.maxAttempts) return { giveUp: true };
  return { giveUp: false, retryAtMs: nowMs + retryDelayMs(attempt, policy, random) };
}
