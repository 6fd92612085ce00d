import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabaseAt } from './postgres15.ts';

/**
 * A new empty database on the run's Postgres 15 (started by global-setup.ts), for one test file.
 * The name starts with the prefix and ends with random characters, so test files never collide.
 */
export function createPostgres15TestDatabase(prefix = 'test'): Promise<string> {
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  return createDatabaseAt(inject('postgres15Url'), `${safePrefix}_${randomBytes(6).toString('hex')}`);
}
