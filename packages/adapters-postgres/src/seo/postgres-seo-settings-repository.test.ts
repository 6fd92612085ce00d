import { DEMO_SEO_SETTINGS } from '@app/demo';
import { DataUnavailableError, assertValidSeoSettings } from '@app/domain';
import { EXAMPLE_SEO_SETTINGS, seoSettingsRepositoryContract } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresSeoSettingsRepository, SEO_SETTINGS_UNAVAILABLE } from './postgres-seo-settings-repository.ts';

for (const kind of TEST_DATABASE_KINDS)
  seoSettingsRepositoryContract(`PostgresSeoSettingsRepository on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'seo_settings');
    return {
      repository: new PostgresSeoSettingsRepository(db),
      reset: () => truncate(db, ['seo_settings']),
      close: () => db.close(),
    };
  });

describe.each(TEST_DATABASE_KINDS)('seo_settings on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'seo_settings_seed');
  });
  afterAll(() => db.close());

  it('holds the demo brokerage settings after migrating, valid by the domain rules', async () => {
    const { updatedAt: _updatedAt, ...seeded } = await new PostgresSeoSettingsRepository(db).get();
    expect(seeded).toEqual(DEMO_SEO_SETTINGS);
    expect(assertValidSeoSettings(seeded)).toEqual(DEMO_SEO_SETTINGS);
  });

  it('keeps one row whatever is saved', async () => {
    await new PostgresSeoSettingsRepository(db).save(EXAMPLE_SEO_SETTINGS);
    expect((await db.query('select 1 from seo_settings')).rows).toHaveLength(1);
  });

  it('reports a failing database as DataUnavailableError with a safe message', async () => {
    const broken = new PostgresSeoSettingsRepository({
      query: () => Promise.reject(new Error('connection reset')),
      exec: () => Promise.reject(new Error('x')),
    });
    await expect(broken.get()).rejects.toEqual(new DataUnavailableError(SEO_SETTINGS_UNAVAILABLE));
  });
});
