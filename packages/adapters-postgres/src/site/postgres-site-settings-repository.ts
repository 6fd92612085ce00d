import type { SqlExecutor } from '@app/database';
import { DataUnavailableError, type SiteSettings, type SiteSettingsRepository } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { siteSettingsFromRow, siteSettingsToRow, type SiteSettingsRow } from './site-settings.mapper.ts';

/** Message when the settings cannot be read or none are stored. */
export const SITE_SETTINGS_UNAVAILABLE = 'Site settings are not available';

/** The site settings in the single-row site_settings table. */
export class PostgresSiteSettingsRepository implements SiteSettingsRepository {
  constructor(private readonly db: SqlExecutor) {}

  get(): Promise<SiteSettings> {
    return translateDriverErrors(SITE_SETTINGS_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<SiteSettingsRow>('select * from site_settings limit 1');
      if (rows[0] === undefined) throw new DataUnavailableError(SITE_SETTINGS_UNAVAILABLE);
      return siteSettingsFromRow(rows[0]);
    });
  }
}

/** Stores the settings as the single row, replacing any stored before. */
export async function saveSiteSettings(db: SqlExecutor, settings: SiteSettings): Promise<void> {
  const row = siteSettingsToRow(settings);
  const columns = Object.keys(row);
  await db.query(
    `insert into site_settings (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_record(null::site_settings, $1::json)
     on conflict (id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    [JSON.stringify(row)],
  );
}
