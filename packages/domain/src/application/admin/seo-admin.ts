import type { SeoSettingsRepository } from '../../seo/seo-settings-repository.port.ts';
import { createUpdateSeoSettings } from '../../seo/seo-settings-use-cases.ts';
import type { SeoSettings, SeoSettingsFields } from '../../seo/seo-settings.ts';
import type { ChangeLog } from './change-log.ts';

/** The SEO and answer-engine settings as admins edit them. */
export interface SeoAdmin {
  get(): Promise<SeoSettings>;
  /** Validates and stores the settings (ValidationError naming each field); audited, and every public page shows them
   * at once. */
  save(fields: SeoSettingsFields): Promise<SeoSettings>;
}

export function createSeoAdmin(repository: SeoSettingsRepository, changes: ChangeLog): SeoAdmin {
  const update = createUpdateSeoSettings(repository);
  return {
    get: () => repository.get(),
    async save(fields) {
      const { before, after } = await update(fields);
      await changes.recordPublic({
        action: 'update',
        entity: 'seo_settings',
        entityId: null,
        summary: 'SEO and answer-engine settings',
        before,
        after,
      });
      return after;
    },
  };
}
