import type { SupabaseClient } from '@supabase/supabase-js';
import { savedHomeFromRow, savedSearchFromRow, type SavedHomeRow, type SavedSearchRow } from '@app/database';
import {
  isUuid,
  type NewSavedSearch,
  type SavedHome,
  type SavedHomesRepository,
  type SavedSearch,
  type SavedSearchChange,
  type SavedSearchesRepository,
} from '@app/domain';
import { toDomainError, withDomainErrors } from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';

/** Message when saved homes or searches cannot be read or written (a refusal by row-level security included). */
export const SAVED_LISTS_UNAVAILABLE = 'Your saved homes and searches are not available right now';

async function answer<T>(
  call: () => PromiseLike<{ data: T | null; error: { code?: string; message?: string } | null }>,
) {
  const { data, error } = await call();
  if (error) throw toDomainError(error, SAVED_LISTS_UNAVAILABLE);
  return data as T;
}

const run = <T>(call: () => Promise<T>) => withDomainErrors(SAVED_LISTS_UNAVAILABLE, call);

/**
 * A visitor's saved homes over the data API, with a client bound to that visitor's access token: row-level
 * security (migration 0025) lets the visitor read and write only rows with their own id.
 */
export class SupabaseSavedHomes implements SavedHomesRepository {
  private readonly client: SupabaseClient;
  constructor(client: SupabaseDataClient) {
    // The table is not in the typed schema of the footer adapter; rows are checked by the mapper's type.
    this.client = client;
  }

  list(visitorId: string): Promise<SavedHome[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const rows = await answer<SavedHomeRow[]>(() =>
        this.client
          .from('saved_homes')
          .select('*')
          .eq('visitor_id', visitorId)
          .order('saved_at', { ascending: false })
          .order('listing_id'),
      );
      return rows.map(savedHomeFromRow);
    });
  }

  save(home: Omit<SavedHome, 'savedAt'>): Promise<SavedHome> {
    return run(async () => {
      const rows = await answer<SavedHomeRow[]>(() =>
        this.client
          .from('saved_homes')
          .upsert(
            {
              visitor_id: home.visitorId,
              listing_id: home.listingId,
              price_at_save: home.priceAtSave,
              status_at_save: home.statusAtSave,
            },
            { onConflict: 'visitor_id,listing_id', ignoreDuplicates: true },
          )
          .select('*'),
      );
      if (rows[0] !== undefined) return savedHomeFromRow(rows[0]);
      const kept = await answer<SavedHomeRow>(() =>
        this.client
          .from('saved_homes')
          .select('*')
          .eq('visitor_id', home.visitorId)
          .eq('listing_id', home.listingId)
          .single(),
      );
      return savedHomeFromRow(kept);
    });
  }

  remove(visitorId: string, listingId: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(visitorId)) return false;
      const rows = await answer<unknown[]>(() =>
        this.client
          .from('saved_homes')
          .delete()
          .eq('visitor_id', visitorId)
          .eq('listing_id', listingId)
          .select('listing_id'),
      );
      return rows.length > 0;
    });
  }

  removeAll(visitorId: string): Promise<void> {
    return run(async () => {
      if (!isUuid(visitorId)) return;
      await answer(() => this.client.from('saved_homes').delete().eq('visitor_id', visitorId));
      await answer(() => this.client.from('saved_home_alerts_off').delete().eq('visitor_id', visitorId));
    });
  }

  alertsOn(visitorId: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(visitorId)) return true;
      const rows = await answer<unknown[]>(() =>
        this.client.from('saved_home_alerts_off').select('visitor_id').eq('visitor_id', visitorId),
      );
      return rows.length === 0;
    });
  }

  setAlerts(visitorId: string, on: boolean): Promise<void> {
    return run(async () => {
      if (!isUuid(visitorId)) return;
      await answer(() =>
        on
          ? this.client.from('saved_home_alerts_off').delete().eq('visitor_id', visitorId)
          : this.client
              .from('saved_home_alerts_off')
              .upsert({ visitor_id: visitorId }, { onConflict: 'visitor_id', ignoreDuplicates: true }),
      );
    });
  }
}

/** A visitor's saved searches over the data API, on the same terms as SupabaseSavedHomes. */
export class SupabaseSavedSearches implements SavedSearchesRepository {
  private readonly client: SupabaseClient;
  constructor(client: SupabaseDataClient) {
    this.client = client;
  }

  list(visitorId: string): Promise<SavedSearch[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const rows = await answer<SavedSearchRow[]>(() =>
        this.client
          .from('saved_searches')
          .select('*')
          .eq('visitor_id', visitorId)
          .order('created_at', { ascending: false })
          .order('id'),
      );
      return rows.map(savedSearchFromRow);
    });
  }

  create(visitorId: string, search: NewSavedSearch): Promise<SavedSearch> {
    return run(async () => {
      const row = await answer<SavedSearchRow>(() =>
        this.client
          .from('saved_searches')
          .insert({
            visitor_id: visitorId,
            name: search.name,
            view: search.view,
            params: search.params,
            alert_frequency: search.alertFrequency,
          })
          .select('*')
          .single(),
      );
      return savedSearchFromRow(row);
    });
  }

  update(visitorId: string, id: string, change: SavedSearchChange): Promise<SavedSearch | null> {
    return run(async () => {
      if (!isUuid(visitorId) || !isUuid(id)) return null;
      const values = {
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.alertFrequency === undefined ? {} : { alert_frequency: change.alertFrequency }),
      };
      const rows = await answer<SavedSearchRow[]>(() =>
        this.client.from('saved_searches').update(values).eq('visitor_id', visitorId).eq('id', id).select('*'),
      );
      return rows[0] === undefined ? null : savedSearchFromRow(rows[0]);
    });
  }

  remove(visitorId: string, id: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(visitorId) || !isUuid(id)) return false;
      const rows = await answer<unknown[]>(() =>
        this.client.from('saved_searches').delete().eq('visitor_id', visitorId).eq('id', id).select('id'),
      );
      return rows.length > 0;
    });
  }

  removeAll(visitorId: string): Promise<void> {
    return run(async () => {
      if (isUuid(visitorId))
        await answer(() => this.client.from('saved_searches').delete().eq('visitor_id', visitorId));
    });
  }
}
