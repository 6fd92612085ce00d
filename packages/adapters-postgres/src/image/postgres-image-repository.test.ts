import { imageRepositoryContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresImageRepository } from './postgres-image-repository.ts';

for (const kind of TEST_DATABASE_KINDS)
  imageRepositoryContract(`PostgresImageRepository on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'images');
    return { images: new PostgresImageRepository(db), reset: () => truncate(db, ['images']), close: () => db.close() };
  });
