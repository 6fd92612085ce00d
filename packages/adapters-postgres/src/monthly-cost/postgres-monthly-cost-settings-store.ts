import type { SqlExecutor } from '@app/database';
import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings, type MonthlyCostSettingsStore } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** Message of a settings read or save that failed. */
export const MONTHLY_COST_SETTINGS_UNAVAILABLE =
  'The monthly cost settings could not be read or saved. Please try again.';

const SAVE = `
insert into monthly_cost_settings (id, settings, updated_at) values (1, $1::jsonb, now())
on conflict (id) do update set settings = excluded.settings, updated_at = now()`;

/** The saved settings or the defaults, its driver errors untranslated (the listing writer reads them in its own). */
export async function readMonthlyCostSettings(db: SqlExecutor): Promise<MonthlyCostSettings> {
  const { rows } = await db.query<{ settings: MonthlyCostSettings }>(
    'select settings from monthly_cost_settings where id = 1',
  );
  return rows[0]?.settings ?? DEFAULT_MONTHLY_COST_SETTINGS;
}

/** The admin's monthly cost assumptions in Postgres: one row of JSON (the server's own table; ADR 0037). */
export class PostgresMonthlyCostSettingsStore implements MonthlyCostSettingsStore {
  constructor(private readonly db: SqlExecutor) {}

  read(): Promise<MonthlyCostSettings> {
    return translateDriverErrors(MONTHLY_COST_SETTINGS_UNAVAILABLE, () => readMonthlyCostSettings(this.db));
  }

  save(settings: MonthlyCostSettings): Promise<MonthlyCostSettings> {
    return translateDriverErrors(MONTHLY_COST_SETTINGS_UNAVAILABLE, async () => {
      await this.db.query(SAVE, [JSON.stringify(settings)]);
      return this.read();
    });
  }
}
