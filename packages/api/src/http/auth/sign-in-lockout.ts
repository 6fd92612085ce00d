import type { AttemptCounters } from '../../limits/attempt-counter.ts';

const MINUTE = 60_000;

/** The answer to an address refused by the lock-out (sign-in, and a change of password with the current one). */
export const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts. Wait 15 minutes, or reset your password.';

/**
 * The failed sign-ins counted (successful ones never count), ADR 0020:
 * - `pair`: one account from one address, 5 in 15 minutes: that address is refused for that account;
 * - `address`: one address whatever the accounts, 20 in 15 minutes (one address trying many accounts);
 * - `account`: one account from every address, 50 in an hour: the account is under attack, and from then on an address
 *   that already failed on it is refused at once, while an address that has not failed on it still gets its try.
 * No count of other addresses ever refuses an address that has not failed itself: a lock-out cannot be used as a
 * weapon against the account's owner.
 */
export const SIGN_IN_LIMITS = {
  pair: { name: 'sign-in-pair', points: 5, windowMs: 15 * MINUTE },
  address: { name: 'sign-in-address', points: 20, windowMs: 15 * MINUTE },
  account: { name: 'sign-in-account', points: 50, windowMs: 60 * MINUTE },
} as const;

/** Decides whether a sign-in may check the password, and counts the failures. */
export interface SignInLockout {
  /** Whether this address may try this account now. */
  mayTry(account: string, address: string): Promise<boolean>;
  failed(account: string, address: string): Promise<void>;
  /** The right password: the address's failures on this account are forgotten. */
  succeeded(account: string, address: string): Promise<void>;
}

/** The key of one account from one address (a newline is in neither). */
const pairKey = (account: string, address: string) => `${account}\n${address}`;

/** The sign-in lock-out over the shared attempt counters; `account` is the normalised e-mail ('' counts no account). */
export function createSignInLockout(counters: AttemptCounters): SignInLockout {
  const pair = counters(SIGN_IN_LIMITS.pair);
  const address = counters(SIGN_IN_LIMITS.address);
  const account = counters(SIGN_IN_LIMITS.account);
  return {
    async mayTry(email, from) {
      const [pairFailures, addressFailures, accountFailures] = await Promise.all([
        email === '' ? 0 : pair.used(pairKey(email, from)),
        address.used(from),
        email === '' ? 0 : account.used(email),
      ]);
      if (pairFailures >= SIGN_IN_LIMITS.pair.points || addressFailures >= SIGN_IN_LIMITS.address.points) return false;
      return !(accountFailures >= SIGN_IN_LIMITS.account.points && pairFailures > 0);
    },
    async failed(email, from) {
      await Promise.all([
        address.consume(from),
        ...(email === '' ? [] : [pair.consume(pairKey(email, from)), account.consume(email)]),
      ]);
    },
    async succeeded(email, from) {
      if (email !== '') await pair.reset(pairKey(email, from));
    },
  };
}
