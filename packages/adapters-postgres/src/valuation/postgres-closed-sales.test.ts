import { closedSalesContract } from '@app/testing';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresClosedSales } from './postgres-closed-sales.ts';

for (const kind of TEST_DATABASE_KINDS)
  closedSalesContract(`PostgresClosedSales on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'closed_sales');
    return {
      sales: new PostgresClosedSales(db),
      listings: new PostgresListingStore(db),
      reset: () => truncate(db, ['listings']),
      close: () => db.close(),
    };
  });
