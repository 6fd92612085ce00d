import type { ContentEntity } from '@app/domain';
import {
  contentRepositoryContract,
  contentResetStatements,
  forEachContentSubject,
  type ContentContractSubject,
} from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresContentRepository } from './postgres-content-repository.ts';

for (const kind of TEST_DATABASE_KINDS)
  forEachContentSubject(<T extends ContentEntity>(subject: ContentContractSubject<T>) =>
    contentRepositoryContract(`PostgresContentRepository on ${kind}`, subject, async () => {
      const { collection } = subject;
      const db = await openMigratedTestDatabase(kind, `content_${collection.name}`);
      return {
        repository: new PostgresContentRepository(db, collection),
        reset: async () => {
          for (const statement of contentResetStatements(collection.name)) await db.exec(statement);
        },
        close: () => db.close(),
      };
    }),
  );
