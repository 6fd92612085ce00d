import type { Database } from '../connection/database.ts';
import { refreshDemoOpenHouses, type DemoOpenHousesReport } from './demo-open-houses-refresh.ts';

/**
 * The demo data's periodic refresh, for a server that keeps running for days: the demo open houses
 * stay upcoming (see refreshDemoOpenHouses). Changes nothing on a database with real listings.
 */
export function refreshDemoData(db: Database, now: Date): Promise<DemoOpenHousesReport> {
  return db.transaction((tx) => refreshDemoOpenHouses(tx, now));
}
