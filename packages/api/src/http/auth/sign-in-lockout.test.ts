import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryAttemptCounters } from '../../limits/memory-attempt-counters.ts';
import { SIGN_IN_LIMITS, createSignInLockout } from './sign-in-lockout.ts';

const ACCOUNT = 'maria@palmetto.example';

describe('the sign-in lock-out', () => {
  it('refuses an address on an account after 5 failures there, and no other address', async () => {
    const lockout = createSignInLockout(memoryAttemptCounters());
    for (let failure = 0; failure < SIGN_IN_LIMITS.pair.points; failure++) {
      expect(await lockout.mayTry(ACCOUNT, '198.51.100.1')).toBe(true);
      await lockout.failed(ACCOUNT, '198.51.100.1');
    }
    expect(await lockout.mayTry(ACCOUNT, '198.51.100.1')).toBe(false);
    expect(await lockout.mayTry(ACCOUNT, '203.0.113.9')).toBe(true);
    expect(await lockout.mayTry('other@palmetto.example', '198.51.100.1')).toBe(true);
  });

  it('refuses an address after 20 failures on any accounts', async () => {
    const lockout = createSignInLockout(memoryAttemptCounters());
    for (let failure = 0; failure < SIGN_IN_LIMITS.address.points; failure++)
      await lockout.failed(`guess${failure}@palmetto.example`, '198.51.100.1');
    expect(await lockout.mayTry(ACCOUNT, '198.51.100.1')).toBe(false);
    expect(await lockout.mayTry(ACCOUNT, '198.51.100.2')).toBe(true);
  });

  it('under attack from many addresses, refuses at once an address that failed but lets a new one try', async () => {
    const lockout = createSignInLockout(memoryAttemptCounters());
    for (let guesser = 0; guesser < SIGN_IN_LIMITS.account.points; guesser++)
      await lockout.failed(ACCOUNT, `198.51.100.${guesser}`);
    expect(await lockout.mayTry(ACCOUNT, '198.51.100.0')).toBe(false);
    expect(await lockout.mayTry(ACCOUNT, '203.0.113.77')).toBe(true);
  });

  it('forgets an address’s failures on an account once it signs in', async () => {
    const lockout = createSignInLockout(memoryAttemptCounters());
    for (let failure = 0; failure < SIGN_IN_LIMITS.pair.points; failure++) await lockout.failed(ACCOUNT, '10.0.0.1');
    await lockout.succeeded(ACCOUNT, '10.0.0.1');
    expect(await lockout.mayTry(ACCOUNT, '10.0.0.1')).toBe(true);
  });

  it('never refuses an address that has not failed itself, whatever other addresses did (property)', async () => {
    const addresses = fc.constantFrom('198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::1', '10.0.0.7');
    const accounts = fc.constantFrom(ACCOUNT, 'other@palmetto.example', '');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(accounts, addresses), { maxLength: 120 }), async (failures) => {
        const lockout = createSignInLockout(memoryAttemptCounters());
        for (const [account, address] of failures) await lockout.failed(account, address);
        expect(await lockout.mayTry(ACCOUNT, '203.0.113.200')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a pair exactly when it failed 5 times, or failed once while the account is under attack (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 60 }),
        async (ownFailures, otherFailures) => {
          const lockout = createSignInLockout(memoryAttemptCounters());
          for (let failure = 0; failure < ownFailures; failure++) await lockout.failed(ACCOUNT, '198.51.100.1');
          for (let failure = 0; failure < otherFailures; failure++) await lockout.failed(ACCOUNT, `10.1.0.${failure}`);
          const underAttack = ownFailures + otherFailures >= SIGN_IN_LIMITS.account.points;
          const refused = ownFailures >= SIGN_IN_LIMITS.pair.points || (underAttack && ownFailures > 0);
          expect(await lockout.mayTry(ACCOUNT, '198.51.100.1')).toBe(!refused);
        },
      ),
      { numRuns: 60 },
    );
  });
});
