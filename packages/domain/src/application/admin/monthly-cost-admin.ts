import type { ListingStore } from '../../listing/listing-store.port.ts';
import { describeMonthlyCostSettingsChanges } from '../../monthly-cost/monthly-cost-settings-changes.ts';
import { monthlyCostSettingsIssues, type MonthlyCostSettings } from '../../monthly-cost/monthly-cost-settings.ts';
import type { MonthlyCostSettingsStore } from '../../monthly-cost/monthly-cost-settings-store.port.ts';
import { ValidationError } from '../../errors/domain-error.ts';
import type { ChangeLog } from './change-log.ts';

/** The monthly cost settings page (admins only): the loan defaults, the county rates, the insurance table. */
export interface MonthlyCostAdmin {
  read(): Promise<MonthlyCostSettings>;
  /**
   * Saves checked settings (ValidationError naming each bad field), rewrites every listing's stored monthly cost so
   * cards, sort and filter follow, records what changed in plain words and drops the public caches.
   */
  save(settings: MonthlyCostSettings): Promise<MonthlyCostSettings>;
}

export function createMonthlyCostAdmin(
  store: MonthlyCostSettingsStore,
  listings: Pick<ListingStore, 'rewriteMonthlyCosts'>,
  changes: ChangeLog,
): MonthlyCostAdmin {
  return {
    read: () => store.read(),
    async save(settings) {
      const issues = monthlyCostSettingsIssues(settings);
      if (issues.length > 0) throw new ValidationError(issues);
      const before = await store.read();
      const saved = await store.save(settings);
      await listings.rewriteMonthlyCosts(saved);
      await changes.recordPublic({
        action: 'update',
        entity: 'monthly_cost_settings',
        entityId: 'monthly-cost',
        summary: `Monthly cost settings: ${describeMonthlyCostSettingsChanges(before, saved)}`,
        before: { ...before },
        after: { ...saved },
      });
      return saved;
    },
  };
}
