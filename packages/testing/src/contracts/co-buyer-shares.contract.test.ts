import { InMemoryCoBuyerShares } from '../fakes/in-memory-co-buyer-shares.ts';
import { coBuyerSharesContract } from './co-buyer-shares.contract.ts';

coBuyerSharesContract('in memory', async () => {
  const shares = new InMemoryCoBuyerShares();
  return { shares, reset: async () => shares.clear() };
});
