import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The work factor of a scrypt hash: N (CPU and memory cost, a power of two), r (block size), p (parallelism). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * The cost new password hashes are made with: N = 2^17, r 8, p 1, OWASP's minimum for scrypt
 * (128 MiB and a few hundred milliseconds per hash). Hashes made at a lower cost still verify (each
 * hash stores its own parameters) and are made again at this cost on the next successful sign-in.
 */
export const PASSWORD_HASH_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The most memory a stored hash may make a verification use (256 MiB, twice the current cost):
 * a hash asking for more is treated as malformed rather than allowed to exhaust the server.
 */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const KEY_LENGTH = 64;

/**
 * The memory scrypt needs for a cost, as OpenSSL counts it (128·r·(N + 2) for V plus 128·r·p for
 * B); Node refuses to run when `maxmem` is below it, so it is passed exactly.
 */
export function scryptMemoryBytes(cost: ScryptCost): number {
  return 128 * cost.r * (cost.N + 2 + cost.p);
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options = { ...cost, maxmem: scryptMemoryBytes(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A stored hash read back: its cost, salt and key; null when it is not one this module makes or can afford. */
function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isSafeInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  const small = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= 64;
  if (!powerOfTwo || !small(cost.r) || !small(cost.p) || scryptMemoryBytes(cost) > MAX_MEMORY_BYTES) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** A password hash as stored: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether a password matches a stored hash, at the cost the hash names (constant-time comparison;
 * false for a malformed hash or one asking for more than MAX_MEMORY_BYTES).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made at less than `cost` (so it is made again once the password is known). */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_HASH_COST): boolean {
  const parsed = parseHash(stored);
  if (parsed === null) return true;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * A hash no password matches, at `cost`: verified against when the account is unknown, so the
 * answer takes as long as for a known one.
 */
export function unmatchableHash(cost: ScryptCost = PASSWORD_HASH_COST): string {
  return ['scrypt', cost.N, cost.r, cost.p, 'A'.repeat(22) + '==', 'A'.repeat(86) + '=='].join('$');
}
