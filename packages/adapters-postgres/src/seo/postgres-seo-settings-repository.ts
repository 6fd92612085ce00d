import {
  SEO_SETTINGS_COLUMNS,
  seoSettingsFromRow,
  seoSettingsToRow,
  type SqlExecutor,
  type StoredSeoSettingsRow,
} from '@app/database';
import {
  DataUnavailableError,
  type SeoSettings,
  type SeoSettingsFields,
  type SeoSettingsRepository,
} from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** Message when the settings cannot be read or none are stored. */
export const SEO_SETTINGS_UNAVAILABLE = 'SEO settings are not available';
/** Message when the settings cannot be saved. */
export const SEO_SETTINGS_SAVE_FAILED = 'Failed to save the SEO settings';

const columns = SEO_SETTINGS_COLUMNS.join(', ');
// json_populate_record gives each value its column's type (jsonb, text) the same way on PGlite and pg.
const SAVE = `
insert into seo_settings (${columns})
select ${columns} from json_populate_record(null::seo_settings, $1::json)
on conflict (id) do update set ${SEO_SETTINGS_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}
returning *`;

/** The SEO and answer-engine settings in the single-row seo_settings table (migration 0018). */
export class PostgresSeoSettingsRepository implements SeoSettingsRepository {
  constructor(private readonly db: SqlExecutor) {}

  get(): Promise<SeoSettings> {
    return translateDriverErrors(SEO_SETTINGS_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<StoredSeoSettingsRow>('select * from seo_settings limit 1');
      if (rows[0] === undefined) throw new DataUnavailableError(SEO_SETTINGS_UNAVAILABLE);
      return seoSettingsFromRow(rows[0]);
    });
  }

  save(fields: SeoSettingsFields): Promise<SeoSettings> {
    return translateDriverErrors(SEO_SETTINGS_SAVE_FAILED, async () => {
      const { rows } = await this.db.query<StoredSeoSettingsRow>(SAVE, [JSON.stringify(seoSettingsToRow(fields))]);
      return seoSettingsFromRow(rows[0] as StoredSeoSettingsRow);
    });
  }
}
