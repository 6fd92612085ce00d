import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings, type MonthlyCostSettingsStore } from '@app/domain';
import { PendingFailure } from './pending-failure.ts';

/** Monthly cost settings kept in memory, for use-case and route tests and as the reference of its contract. */
export class InMemoryMonthlyCostSettingsStore implements MonthlyCostSettingsStore {
  private settings: MonthlyCostSettings = DEFAULT_MONTHLY_COST_SETTINGS;
  private readonly failure = new PendingFailure();

  /** Makes the next call reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Back to no saved settings. */
  clear(): void {
    this.settings = DEFAULT_MONTHLY_COST_SETTINGS;
  }

  async read(): Promise<MonthlyCostSettings> {
    this.failure.throwIfSet();
    return structuredClone(this.settings);
  }

  async save(settings: MonthlyCostSettings): Promise<MonthlyCostSettings> {
    this.failure.throwIfSet();
    this.settings = structuredClone(settings);
    return this.read();
  }
}
