import { DEMO_SITE_SETTINGS } from '@app/demo';
import { DataUnavailableError } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import {
  PostgresSiteSettingsRepository,
  SITE_SETTINGS_UNAVAILABLE,
  saveSiteSettings,
} from './postgres-site-settings-repository.ts';

describe.each(TEST_DATABASE_KINDS)('PostgresSiteSettingsRepository on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'site_settings');
  });
  afterAll(() => db.close());
  beforeEach(() => truncate(db, ['site_settings']));

  it('reports DataUnavailableError while no settings are stored', async () => {
    await expect(new PostgresSiteSettingsRepository(db).get()).rejects.toThrow(
      new DataUnavailableError(SITE_SETTINGS_UNAVAILABLE),
    );
  });

  it('returns the settings as saved', async () => {
    await saveSiteSettings(db, DEMO_SITE_SETTINGS);

    expect(await new PostgresSiteSettingsRepository(db).get()).toEqual(DEMO_SITE_SETTINGS);
  });

  it('keeps a single row: saving again replaces the settings', async () => {
    await saveSiteSettings(db, DEMO_SITE_SETTINGS);
    const renamed = {
      ...DEMO_SITE_SETTINGS,
      teamName: 'The Sabal Team',
      social: { ...DEMO_SITE_SETTINGS.social, youtube: '' },
    };

    await saveSiteSettings(db, renamed);

    expect(await new PostgresSiteSettingsRepository(db).get()).toEqual(renamed);
    expect((await db.query('select * from site_settings')).rows).toHaveLength(1);
  });

  it('keeps office hours and the map position, or their absence', async () => {
    const unpublished = { ...DEMO_SITE_SETTINGS, officeHours: [], location: null };
    await saveSiteSettings(db, unpublished);
    expect(await new PostgresSiteSettingsRepository(db).get()).toEqual(unpublished);
  });
});
