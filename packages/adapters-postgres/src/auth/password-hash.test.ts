import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASH_COST, scryptMemoryBytes, verifyPassword } from './password-hash.ts';

const PASSWORD = 'Gulf-Shore-2026';
/** A hash of PASSWORD as the former code stored it, at N = 2^14 (made before the cost was raised). */
const FORMER_HASH =
  'scrypt$16384$8$1$cGFsbWV0dG8tc2FsdC0xNg==$IZ2aw3wMHR1QHmkFf/TTQZzKV0ZITi8YvGVhojao2W3Dr64kR+Vezux8Q3AHkTUtgQqeH6vMuzwb0sQYWa8rqg==';

describe('password hashes', () => {
  it('are made at N = 2^17, r 8, p 1 (OWASP) by default, and verify only the right password', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(scryptMemoryBytes(PASSWORD_HASH_COST)).toBeGreaterThan(128 * 1024 * 1024);
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('Gulf-Shore-2025', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  }, 60_000);

  it('made at the former N = 2^14 still verify, and are due to be made again at the current cost', async () => {
    expect(await verifyPassword(PASSWORD, FORMER_HASH)).toBe(true);
    expect(await verifyPassword('gulf-shore-2026', FORMER_HASH)).toBe(false);
    expect(needsRehash(FORMER_HASH)).toBe(true);
    expect(needsRehash(FORMER_HASH, { N: 2 ** 14, r: 8, p: 1 })).toBe(false);
  });

  it('that are malformed, or ask for more than 256 MiB, verify nothing and never throw', async () => {
    const [, , , , salt, key] = FORMER_HASH.split('$');
    for (const stored of [
      '',
      'bcrypt$2b$10$abc',
      `scrypt$16384$8$1$${salt}`,
      `scrypt$16384$8$1$${salt}$${key}$extra`,
      `scrypt$16383$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$abc$8$1$${salt}$${key}`,
      `scrypt$16384$0$1$${salt}$${key}`,
      `scrypt$16384$8$1000$${salt}$${key}`,
      `scrypt$${2 ** 20}$8$1$${salt}$${key}`,
    ]) {
      expect(await verifyPassword(PASSWORD, stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(true);
    }
  });
});
