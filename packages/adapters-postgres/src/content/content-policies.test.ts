import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@app/database';
import {
  CONTENT_MAX_PAGE_SIZE,
  DataUnavailableError,
  normalizeContentQuery,
  type ContentEntity,
  type ContentFields,
} from '@app/domain';
import {
  contentHidingChanges,
  contentResetStatements,
  forEachContentSubject,
  type ContentContractSubject,
} from '@app/testing';
import type { Database } from '../connection/database.ts';
import { asDataApiCaller, type DataApiCaller } from '../data-api-caller.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresContentRepository } from './postgres-content-repository.ts';

// Migration 0011 on both databases, seen as the data API's roles see it (set role + request.jwt.claims).
describe.each(TEST_DATABASE_KINDS)('content row-level security on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'content_policies');
  });
  afterAll(() => db.close());

  const as = <R>(caller: DataApiCaller, fn: (tx: SqlExecutor) => Promise<R>) => asDataApiCaller(db, caller, fn);

  forEachContentSubject(<T extends ContentEntity>({ collection, example }: ContentContractSubject<T>) => {
    const slugField = collection.slugField;
    const variant = (n: number, changes: Record<string, unknown> = {}) =>
      example({ ...(slugField === null ? {} : { [slugField]: `policy-${n}` }), ...changes } as Partial<
        ContentFields<T>
      >);
    const everything = normalizeContentQuery(collection, { perPage: CONTENT_MAX_PAGE_SIZE });
    const ids = (records: readonly T[]) => records.map((record) => record.id).sort();
    let all: T[];

    describe(collection.name, () => {
      beforeEach(async () => {
        for (const statement of contentResetStatements(collection.name)) await db.exec(statement);
        const owner = new PostgresContentRepository(db, collection);
        all = [await owner.create(variant(0))];
        for (const [index, changes] of contentHidingChanges(collection).entries())
          all.push(await owner.create(variant(index + 1, changes)));
      });

      it.each(['anon', 'user'] as const)(
        'shows %s callers the public records only, and lets them write nothing',
        async (caller) => {
          const page = await as(caller, (tx) => new PostgresContentRepository(tx, collection).list(everything));
          expect(ids(page.items)).toEqual(ids(all.slice(0, 1)));
          await expect(
            as(caller, (tx) => new PostgresContentRepository(tx, collection).create(variant(99))),
          ).rejects.toBeInstanceOf(DataUnavailableError);
          await expect(
            as(caller, (tx) => new PostgresContentRepository(tx, collection).update(all[0]?.id ?? '', {})),
          ).rejects.toBeInstanceOf(DataUnavailableError);
          await expect(
            as(caller, (tx) => new PostgresContentRepository(tx, collection).delete(all[0]?.id ?? '')),
          ).rejects.toBeInstanceOf(DataUnavailableError);
        },
      );

      it.each(['editor', 'admin'] as const)('shows %s callers every record and lets them write', async (caller) => {
        const page = await as(caller, (tx) => new PostgresContentRepository(tx, collection).list(everything));
        expect(ids(page.items)).toEqual(ids(all));
        await as(caller, async (tx) => {
          const repository = new PostgresContentRepository(tx, collection);
          const created = await repository.create(variant(99));
          await repository.update(all[0]?.id ?? '', {});
          await repository.delete(created.id);
        });
      });
    });
  });
});
