import type { AlertSubscription, DigestFrequency, ListingAlertRecipients, SavedHome, SavedSearch } from '@app/domain';

/** `ListingAlertRecipients` in memory: visitors' searches, saved homes and addresses set by the test. */
export class InMemoryListingAlertRecipients implements ListingAlertRecipients {
  readonly searches = new Map<string, SavedSearch>();
  readonly homes: Pick<SavedHome, 'visitorId' | 'listingId'>[] = [];
  readonly emails = new Map<string, string>();
  readonly homeAlertsOff = new Set<string>();
  readonly tokens = new Map<string, AlertSubscription>();

  async instantSearches(): Promise<SavedSearch[]> {
    return [...this.searches.values()].filter((search) => search.alertFrequency === 'instantly');
  }

  async digestSearches(frequency: DigestFrequency): Promise<SavedSearch[]> {
    return [...this.searches.values()].filter((search) => search.alertFrequency === frequency);
  }

  async savedHomesOf(listingIds: readonly string[]): Promise<Pick<SavedHome, 'visitorId' | 'listingId'>[]> {
    return this.homes.filter((home) => listingIds.includes(home.listingId) && !this.homeAlertsOff.has(home.visitorId));
  }

  async emailsOf(visitorIds: readonly string[]): Promise<Map<string, string>> {
    return new Map(visitorIds.flatMap((id) => (this.emails.has(id) ? [[id, this.emails.get(id) ?? '']] : [])));
  }

  async markAlerted(savedSearchIds: readonly string[], at: string): Promise<void> {
    for (const id of savedSearchIds) {
      const search = this.searches.get(id);
      if (search !== undefined) this.searches.set(id, { ...search, lastAlertedAt: at });
    }
  }

  async storeUnsubscribeToken(token: string, subscription: AlertSubscription): Promise<void> {
    this.tokens.set(token, subscription);
  }

  async unsubscribe(token: string): Promise<AlertSubscription | null> {
    const subscription = this.tokens.get(token) ?? null;
    if (subscription === null) return null;
    for (const id of subscription.savedSearchIds) {
      const search = this.searches.get(id);
      if (search !== undefined && search.visitorId === subscription.visitorId)
        this.searches.set(id, { ...search, alertFrequency: 'never' });
    }
    if (subscription.savedHomes) this.homeAlertsOff.add(subscription.visitorId);
    return subscription;
  }
}
