import type { MonthlyCostSettings } from './monthly-cost-settings.ts';

/**
 * Where the admin's monthly cost assumptions are kept (the server's own one-row table in every mode, like the lead
 * routing settings; ADR 0037).
 */
export interface MonthlyCostSettingsStore {
  /** The saved settings ({@link DEFAULT_MONTHLY_COST_SETTINGS} before any are saved). */
  read(): Promise<MonthlyCostSettings>;
  /** Replaces the settings (already checked) and answers them as stored. */
  save(settings: MonthlyCostSettings): Promise<MonthlyCostSettings>;
}
