import { describe, expect, it } from 'vitest';
import { EXAMPLE_SEO_SETTINGS, InMemorySeoSettingsRepository } from '@app/testing';
import { ValidationError } from '../errors/domain-error.ts';
import { createUpdateSeoSettings } from './seo-settings-use-cases.ts';

describe(createUpdateSeoSettings, () => {
  it('stores valid settings normalized and answers them before and after', async () => {
    const repository = new InMemorySeoSettingsRepository(EXAMPLE_SEO_SETTINGS);
    const before = await repository.get();

    const change = await createUpdateSeoSettings(repository)({ ...EXAMPLE_SEO_SETTINGS, siteName: '  Palmetto  ' });

    expect(change.before).toEqual(before);
    expect(change.after).toEqual({ ...EXAMPLE_SEO_SETTINGS, siteName: 'Palmetto', updatedAt: expect.any(String) });
    expect(await repository.get()).toEqual(change.after);
  });

  it('answers no before when nothing was stored', async () => {
    const change = await createUpdateSeoSettings(new InMemorySeoSettingsRepository())(EXAMPLE_SEO_SETTINGS);
    expect(change.before).toBeNull();
  });

  it('stores nothing when the settings break a rule', async () => {
    const repository = new InMemorySeoSettingsRepository(EXAMPLE_SEO_SETTINGS);
    const before = await repository.get();

    await expect(
      createUpdateSeoSettings(repository)({ ...EXAMPLE_SEO_SETTINGS, titleTemplate: 'No placeholder' }),
    ).rejects.toBeInstanceOf(ValidationError);

    expect(await repository.get()).toEqual(before);
  });
});
