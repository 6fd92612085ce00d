import {
  DataUnavailableError,
  type Clock,
  type SeoSettings,
  type SeoSettingsFields,
  type SeoSettingsRepository,
} from '@app/domain';

/** Message of the fake when no settings are stored, as the adapters word it. */
export const SEO_SETTINGS_UNAVAILABLE = 'SEO settings are not available';

/** A SeoSettingsRepository in memory, for tests; `updatedAt` comes from the clock (the system's by default). */
export class InMemorySeoSettingsRepository implements SeoSettingsRepository {
  private stored: SeoSettings | null = null;

  constructor(
    initial: SeoSettingsFields | null = null,
    private readonly clock: Clock = { now: () => Date.now() },
  ) {
    if (initial !== null) this.stored = this.stamp(initial);
  }

  async get(): Promise<SeoSettings> {
    if (this.stored === null) throw new DataUnavailableError(SEO_SETTINGS_UNAVAILABLE);
    return structuredClone(this.stored);
  }

  async save(fields: SeoSettingsFields): Promise<SeoSettings> {
    this.stored = this.stamp(fields);
    return structuredClone(this.stored);
  }

  /** Forgets the stored settings. */
  clear(): void {
    this.stored = null;
  }

  private stamp(fields: SeoSettingsFields): SeoSettings {
    return { ...structuredClone(fields), updatedAt: new Date(this.clock.now()).toISOString() };
  }
}
