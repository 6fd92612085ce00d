import { DataUnavailableError, RECORD_ARCHIVE_UNAVAILABLE } from '@app/domain';
import { recordArchiveContract } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresRecordArchive } from './postgres-record-archive.ts';

for (const kind of TEST_DATABASE_KINDS)
  recordArchiveContract(`PostgresRecordArchive on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'record_archive');
    return {
      archive: new PostgresRecordArchive(db),
      reset: () => truncate(db, ['record_versions', 'content_trash']),
      close: () => db.close(),
    };
  });

describe('PostgresRecordArchive failures', () => {
  it('reports a failing database as DataUnavailableError with a safe message', async () => {
    const broken = new PostgresRecordArchive({
      query: () => Promise.reject(new Error('connection reset')),
      exec: () => Promise.reject(new Error('x')),
    });
    await expect(broken.trash({ page: 1, perPage: 10 })).rejects.toEqual(
      new DataUnavailableError(RECORD_ARCHIVE_UNAVAILABLE),
    );
  });
});
