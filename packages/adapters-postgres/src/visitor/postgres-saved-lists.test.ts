import { savedListsContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresSavedHomes, PostgresSavedSearches } from './postgres-saved-lists.ts';

for (const kind of TEST_DATABASE_KINDS)
  savedListsContract(`PostgresSavedHomes and PostgresSavedSearches on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'saved_lists');
    const repositories = { homes: new PostgresSavedHomes(db), searches: new PostgresSavedSearches(db) };
    return {
      as: () => repositories,
      reset: () => truncate(db, ['saved_homes', 'saved_searches', 'saved_home_alerts_off']),
      close: () => db.close(),
    };
  });
