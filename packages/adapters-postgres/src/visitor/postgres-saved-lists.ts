import {
  savedHomeFromRow,
  savedSearchFromRow,
  type SavedHomeRow,
  type SavedSearchRow,
  type SqlExecutor,
} from '@app/database';
import type {
  NewSavedSearch,
  SavedHome,
  SavedHomesRepository,
  SavedSearch,
  SavedSearchChange,
  SavedSearchesRepository,
} from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';

/** Message when saved homes or searches cannot be read or written. */
export const SAVED_LISTS_UNAVAILABLE = 'Your saved homes and searches are not available right now';

const run = <T>(call: () => Promise<T>) => translateDriverErrors(SAVED_LISTS_UNAVAILABLE, call);

/** A visitor's saved homes in table saved_homes (migration 0025). */
export class PostgresSavedHomes implements SavedHomesRepository {
  constructor(private readonly db: SqlExecutor) {}

  list(visitorId: string): Promise<SavedHome[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const { rows } = await this.db.query<SavedHomeRow>(
        'select * from saved_homes where visitor_id = $1 order by saved_at desc, listing_id',
        [visitorId],
      );
      return rows.map(savedHomeFromRow);
    });
  }

  save(home: Omit<SavedHome, 'savedAt'>): Promise<SavedHome> {
    return run(async () => {
      // `do update` with no change answers the kept row, which `do nothing` would not.
      const { rows } = await this.db.query<SavedHomeRow>(
        `insert into saved_homes (visitor_id, listing_id, price_at_save, status_at_save) values ($1, $2, $3, $4)
         on conflict (visitor_id, listing_id) do update set visitor_id = saved_homes.visitor_id
         returning *`,
        [home.visitorId, home.listingId, home.priceAtSave, home.statusAtSave],
      );
      return savedHomeFromRow(rows[0] as SavedHomeRow);
    });
  }

  remove(visitorId: string, listingId: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(visitorId)) return false;
      const { rows } = await this.db.query(
        'delete from saved_homes where visitor_id = $1 and listing_id = $2 returning listing_id',
        [visitorId, listingId],
      );
      return rows.length > 0;
    });
  }

  removeAll(visitorId: string): Promise<void> {
    return run(async () => {
      if (!isUuid(visitorId)) return;
      await this.db.query('delete from saved_homes where visitor_id = $1', [visitorId]);
      await this.db.query('delete from saved_home_alerts_off where visitor_id = $1', [visitorId]);
    });
  }

  alertsOn(visitorId: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(visitorId)) return true;
      const { rows } = await this.db.query('select 1 from saved_home_alerts_off where visitor_id = $1', [visitorId]);
      return rows.length === 0;
    });
  }

  setAlerts(visitorId: string, on: boolean): Promise<void> {
    return run(async () => {
      if (!isUuid(visitorId)) return;
      await this.db.query(
        on
          ? 'delete from saved_home_alerts_off where visitor_id = $1'
          : 'insert into saved_home_alerts_off (visitor_id) values ($1) on conflict (visitor_id) do nothing',
        [visitorId],
      );
    });
  }
}

/** A visitor's saved searches in table saved_searches (migration 0025). */
export class PostgresSavedSearches implements SavedSearchesRepository {
  constructor(private readonly db: SqlExecutor) {}

  list(visitorId: string): Promise<SavedSearch[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const { rows } = await this.db.query<SavedSearchRow>(
        'select * from saved_searches where visitor_id = $1 order by created_at desc, id',
        [visitorId],
      );
      return rows.map(savedSearchFromRow);
    });
  }

  create(visitorId: string, search: NewSavedSearch): Promise<SavedSearch> {
    return run(async () => {
      const { rows } = await this.db.query<SavedSearchRow>(
        `insert into saved_searches (visitor_id, name, view, params, alert_frequency)
         values ($1, $2, $3, $4::jsonb, $5) returning *`,
        [visitorId, search.name, search.view, JSON.stringify(search.params), search.alertFrequency],
      );
      return savedSearchFromRow(rows[0] as SavedSearchRow);
    });
  }

  update(visitorId: string, id: string, change: SavedSearchChange): Promise<SavedSearch | null> {
    return run(async () => {
      if (!isUuid(visitorId) || !isUuid(id)) return null;
      const { rows } = await this.db.query<SavedSearchRow>(
        `update saved_searches set name = coalesce($3, name), alert_frequency = coalesce($4, alert_frequency)
         where visitor_id = $1 and id = $2 returning *`,
        [visitorId, id, change.name ?? null, change.alertFrequency ?? null],
      );
      return rows[0] === undefined ? null : savedSearchFromRow(rows[0]);
    });
  }

  remove(visitorId: string, id: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(visitorId) || !isUuid(id)) return false;
      const { rows } = await this.db.query(
        'delete from saved_searches where visitor_id = $1 and id = $2 returning id',
        [visitorId, id],
      );
      return rows.length > 0;
    });
  }

  removeAll(visitorId: string): Promise<void> {
    return run(async () => {
      if (isUuid(visitorId)) await this.db.query('delete from saved_searches where visitor_id = $1', [visitorId]);
    });
  }
}
