import { inspect } from 'node:util';
import { expect, it } from 'vitest';
import type { Database } from './database.ts';

/**
 * What every Database adapter promises, whatever engine is behind it: transactions commit or roll back as a
 * whole, and a failed statement is rethrown with its SQLSTATE code and the schema names it quotes, but without
 * the values it was given (they would reach the log). Call it inside the adapter's describe block.
 */
export function itKeepsTheDatabaseContract(database: () => Database): void {
  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    const db = database();
    await db.exec('create table contract_probe (value integer)');

    await db.transaction((tx) => tx.query('insert into contract_probe values ($1)', [1]));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into contract_probe values ($1)', [2]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    expect((await db.query('select value from contract_probe')).rows).toEqual([{ value: 1 }]);
  });

  it('rethrows a failed statement without the values it was given (they would reach the log)', async () => {
    const db = database();
    await db.exec('create table visitor_probe (id uuid, name text, email text)');
    const failures = await Promise.all([
      db
        .query('insert into visitor_probe (name, email) values ($1, $2)', ['Dana\u0000Whitfield', 'dana@example.com'])
        .catch((error: unknown) => error),
      db.query('select $1::uuid as id', ['dana@example.com']).catch((error: unknown) => error),
    ]);

    for (const failure of failures) {
      const logged = inspect(failure, { depth: 5 });
      expect(logged).not.toMatch(/Dana|Whitfield|dana@example\.com/);
    }
    expect(failures.map((failure) => (failure as { code?: string }).code)).toEqual(['22021', '22P02']);
    expect((failures[1] as Error).message).toBe('invalid input syntax for type uuid: "…"');
  });

  it("keeps the names of the schema in a failed statement's message, and its SQLSTATE code", async () => {
    const db = database();
    await db.exec(
      "create table status_probe (status text constraint status_probe_status_check check (status in ('new')))",
    );
    const failure = await db
      .query('insert into status_probe values ($1)', ['Dana Whitfield'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: '23514',
      message: 'new row for relation "status_probe" violates check constraint "status_probe_status_check"',
    });
    expect(inspect(failure)).not.toContain('Dana');
  });
}
