import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataUnavailableError, normalizeImageQuery } from '@app/domain';
import { exampleImageRecord } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { asDataApiCaller, type DataApiCaller } from '../data-api-caller.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresImageRepository } from './postgres-image-repository.ts';

const STORED = exampleImageRecord({ id: '00000000-0000-4000-8000-0000000000a1' });
const NEW = exampleImageRecord({ id: '00000000-0000-4000-8000-0000000000a2' });

// Migration 0017 as the data API's roles see it (set role + request.jwt.claims), rolled back after each call.
describe.each(TEST_DATABASE_KINDS)('image records row-level security on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'image_policies');
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await truncate(db, ['images']);
    await new PostgresImageRepository(db).create(STORED);
  });

  const as = <R>(caller: DataApiCaller, fn: (images: PostgresImageRepository) => Promise<R>) =>
    asDataApiCaller(db, caller, (tx) => fn(new PostgresImageRepository(tx)));

  it('refuses anonymous callers any access to image records', async () => {
    await expect(as('anon', (images) => images.list(normalizeImageQuery()))).rejects.toBeInstanceOf(
      DataUnavailableError,
    );
    await expect(as('anon', (images) => images.create(NEW))).rejects.toBeInstanceOf(DataUnavailableError);
  });

  it('shows a signed-in user without the editor role no image and lets them write none (a role in user_metadata counts for nothing)', async () => {
    expect(await as('user', (images) => images.list(normalizeImageQuery()))).toEqual({ items: [], total: 0 });
    await expect(as('user', (images) => images.create(NEW))).rejects.toBeInstanceOf(DataUnavailableError);
  });

  it.each(['editor', 'admin'] as const)('lets %s callers read, add, describe and delete images', async (caller) => {
    expect((await as(caller, (images) => images.list(normalizeImageQuery()))).total).toBe(1);
    expect((await as(caller, (images) => images.create(NEW))).id).toBe(NEW.id);
    expect((await as(caller, (images) => images.updateAlt(STORED.id, 'New words'))).alt).toBe('New words');
    await as(caller, (images) => images.delete(STORED.id));
  });
});
