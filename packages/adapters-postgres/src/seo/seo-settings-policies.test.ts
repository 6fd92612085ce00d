import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@app/database';
import { DEMO_SEO_SETTINGS } from '@app/demo';
import { DataUnavailableError } from '@app/domain';
import { EXAMPLE_SEO_SETTINGS } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { asDataApiCaller, type DataApiCaller } from '../data-api-caller.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresSeoSettingsRepository } from './postgres-seo-settings-repository.ts';

// Migration 0018 seen as the data API's roles see it (set role + request.jwt.claims).
describe.each(TEST_DATABASE_KINDS)('seo_settings row-level security on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'seo_policies');
  });
  afterAll(() => db.close());

  const as = <R>(caller: DataApiCaller, fn: (tx: SqlExecutor) => Promise<R>) => asDataApiCaller(db, caller, fn);

  it.each(['anon', 'user', 'editor', 'admin'] as const)('lets %s callers read the settings', async (caller) => {
    const settings = await as(caller, (tx) => new PostgresSeoSettingsRepository(tx).get());
    expect(settings.siteName).toBe(DEMO_SEO_SETTINGS.siteName);
  });

  it.each(['anon', 'user', 'editor'] as const)('refuses a change by %s callers', async (caller) => {
    const refused = await as(caller, (tx) =>
      new PostgresSeoSettingsRepository(tx).save(EXAMPLE_SEO_SETTINGS).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(refused).toBeInstanceOf(DataUnavailableError);
  });

  it('lets site administrators change them, and nobody delete them', async () => {
    const saved = await as('admin', async (tx) => {
      const stored = await new PostgresSeoSettingsRepository(tx).save(EXAMPLE_SEO_SETTINGS);
      await tx.query('delete from seo_settings');
      return { stored, left: (await tx.query('select 1 from seo_settings')).rows.length };
    }).catch((error: unknown) => error);
    expect(saved).toMatchObject({ message: expect.stringMatching(/permission denied/) });
    const changed = await as('admin', (tx) => new PostgresSeoSettingsRepository(tx).save(EXAMPLE_SEO_SETTINGS));
    expect(changed.titleTemplate).toBe(EXAMPLE_SEO_SETTINGS.titleTemplate);
  });
});
