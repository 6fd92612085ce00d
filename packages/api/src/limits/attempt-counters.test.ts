import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@app/database';
import { openEmbeddedDatabase, type Database } from '@app/adapters-postgres';
import { describeAttemptCountersContract } from './attempt-counter.contract.ts';
import { databaseAttemptCounters } from './database-attempt-counters.ts';
import { memoryAttemptCounters } from './memory-attempt-counters.ts';

let db: Database;
beforeAll(async () => {
  db = await openEmbeddedDatabase();
  await migrate(db);
}, 60_000);
afterAll(() => db.close());

const memory = memoryAttemptCounters();
describeAttemptCountersContract('memory', () => memory);
describeAttemptCountersContract('database on PGlite', () => databaseAttemptCounters(db));

describe('database attempt counters', () => {
  it('share their counts between two servers on one database', async () => {
    const rule = { name: 'shared-test', points: 2, windowMs: 60_000 };
    const first = databaseAttemptCounters(db)(rule);
    const second = databaseAttemptCounters(db)(rule);
    expect((await first.consume('10.0.0.9')).allowed).toBe(true);
    expect((await second.consume('10.0.0.9')).allowed).toBe(true);
    expect((await first.consume('10.0.0.9')).allowed).toBe(false);
    expect(await second.used('10.0.0.9')).toBe(2);
  });

  it('store no address or e-mail address in the clear', async () => {
    await databaseAttemptCounters(db)({ name: 'clear-test', points: 5, windowMs: 60_000 }).consume(
      'maria@palmetto.example 203.0.113.7',
    );
    const { rows } = await db.query<{ key: string }>("select key from rate_limits where key like 'clear-test:%'");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).not.toMatch(/maria|203\.0/);
  });
});
