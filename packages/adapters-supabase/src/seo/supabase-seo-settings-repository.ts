import type { SupabaseClient } from '@supabase/supabase-js';
import { seoSettingsFromRow, seoSettingsToRow, type StoredSeoSettingsRow } from '@app/database';
import {
  DataUnavailableError,
  type SeoSettings,
  type SeoSettingsFields,
  type SeoSettingsRepository,
} from '@app/domain';
import { toDomainError, withDomainErrors } from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';

/** Message when the settings cannot be read or none are stored. */
export const SEO_SETTINGS_UNAVAILABLE = 'SEO settings are not available';
/** Message when the settings cannot be saved (a refusal by row-level security included). */
export const SEO_SETTINGS_SAVE_FAILED = 'Failed to save the SEO settings';

type StoredRow = StoredSeoSettingsRow;

/**
 * The SEO settings over the data API (table seo_settings, one row): read with `maybeSingle`, saved
 * with an upsert on the key. Row-level security lets everyone read and only site admins write.
 */
export class SupabaseSeoSettingsRepository implements SeoSettingsRepository {
  private readonly client: SupabaseClient;

  constructor(client: SupabaseDataClient) {
    // The table is not in the typed schema of the footer adapter; rows are checked by the mapper's type.
    this.client = client;
  }

  get(): Promise<SeoSettings> {
    return withDomainErrors(SEO_SETTINGS_UNAVAILABLE, async () => {
      const { data, error } = await this.client.from('seo_settings').select('*').maybeSingle<StoredRow>();
      if (error) throw toDomainError(error, SEO_SETTINGS_UNAVAILABLE);
      if (data === null) throw new DataUnavailableError(SEO_SETTINGS_UNAVAILABLE);
      return seoSettingsFromRow(data);
    });
  }

  save(fields: SeoSettingsFields): Promise<SeoSettings> {
    return withDomainErrors(SEO_SETTINGS_SAVE_FAILED, async () => {
      const { data, error } = await this.client
        .from('seo_settings')
        .upsert({ id: true, ...seoSettingsToRow(fields) }, { onConflict: 'id' })
        .select('*')
        .single<StoredRow>();
      if (error) throw toDomainError(error, SEO_SETTINGS_SAVE_FAILED);
      return seoSettingsFromRow(data);
    });
  }
}
