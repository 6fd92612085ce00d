import { analyticsSinkContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresAnalyticsSink } from './postgres-analytics-sink.ts';

for (const kind of TEST_DATABASE_KINDS)
  analyticsSinkContract(`PostgresAnalyticsSink on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'analytics');
    return { sink: new PostgresAnalyticsSink(db), reset: () => truncate(db, ['page_view_days']), close: () => db.close() };
  });
