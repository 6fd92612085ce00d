import { coBuyerSharesContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresCoBuyerShares } from './postgres-co-buyer-shares.ts';

for (const kind of TEST_DATABASE_KINDS)
  coBuyerSharesContract(`PostgresCoBuyerShares on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'co_buyer_shares');
    return {
      shares: new PostgresCoBuyerShares(db),
      reset: () => truncate(db, ['saved_home_shares']),
      close: () => db.close(),
    };
  });
