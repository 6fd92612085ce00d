import { DataUnavailableError } from '../errors/domain-error.ts';
import type { SeoSettingsRepository } from './seo-settings-repository.port.ts';
import type { SeoSettings, SeoSettingsFields } from './seo-settings.ts';
import { assertValidSeoSettings } from './seo-settings-validation.ts';

/** A change of the settings: what was stored before (null when nothing was) and after. */
export interface SeoSettingsChange {
  readonly before: SeoSettings | null;
  readonly after: SeoSettings;
}

/**
 * Saving the settings: validates them (ValidationError naming every problem, nothing stored),
 * normalizes them, and stores them, answering the settings before and after for the audit log.
 */
export function createUpdateSeoSettings(repository: SeoSettingsRepository) {
  return async (fields: SeoSettingsFields): Promise<SeoSettingsChange> => {
    const valid = assertValidSeoSettings(fields);
    const before = await repository.get().catch((error: unknown) => {
      if (error instanceof DataUnavailableError) return null;
      throw error;
    });
    return { before, after: await repository.save(valid) };
  };
}
