import type {
  NewsletterConfirmation,
  NewsletterRequest,
  NewsletterSubscriber,
  NewsletterSubscribers,
} from '@app/domain';

interface PendingLink {
  readonly email: string;
  readonly cities: readonly string[];
  readonly expiresAt: string;
  used: boolean;
}

/** NewsletterSubscribers in memory, for tests (ids are counted). */
export class InMemoryNewsletterSubscribers implements NewsletterSubscribers {
  private readonly byEmail = new Map<string, NewsletterSubscriber>();
  private readonly links = new Map<string, PendingLink>();
  private nextId = 1;

  clear(): void {
    this.byEmail.clear();
    this.links.clear();
  }

  /** Every subscriber, whatever its status (for tests). */
  all(): NewsletterSubscriber[] {
    return [...this.byEmail.values()];
  }

  async request(request: NewsletterRequest): Promise<void> {
    if (!this.byEmail.has(request.email))
      this.byEmail.set(request.email, {
        id: `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`,
        email: request.email,
        cities: [...request.cities],
        status: 'pending',
        createdAt: request.at,
        confirmedAt: null,
        unsubscribedAt: null,
        lastUpdateMonth: null,
        unsubscribeToken: request.unsubscribeToken,
      });
    this.links.set(request.tokenHash, {
      email: request.email,
      cities: [...request.cities],
      expiresAt: request.expiresAt,
      used: false,
    });
  }

  async confirm(tokenHash: string, at: string): Promise<NewsletterConfirmation | null> {
    const link = this.links.get(tokenHash);
    const subscriber = link === undefined ? undefined : this.byEmail.get(link.email);
    if (link === undefined || subscriber === undefined || link.used || Date.parse(link.expiresAt) <= Date.parse(at))
      return null;
    link.used = true;
    const newlyConfirmed = subscriber.status !== 'confirmed';
    const confirmed: NewsletterSubscriber = {
      ...subscriber,
      cities: link.cities,
      status: 'confirmed',
      confirmedAt: newlyConfirmed ? at : subscriber.confirmedAt,
      unsubscribedAt: null,
    };
    this.byEmail.set(subscriber.email, confirmed);
    return { subscriber: confirmed, newlyConfirmed };
  }

  async unsubscribe(token: string, at: string): Promise<NewsletterSubscriber | null> {
    const subscriber = [...this.byEmail.values()].find((row) => row.unsubscribeToken === token);
    if (subscriber === undefined) return null;
    if (subscriber.status === 'unsubscribed') return subscriber;
    const unsubscribed: NewsletterSubscriber = { ...subscriber, status: 'unsubscribed', unsubscribedAt: at };
    this.byEmail.set(subscriber.email, unsubscribed);
    return unsubscribed;
  }

  async confirmed(): Promise<NewsletterSubscriber[]> {
    return [...this.byEmail.values()]
      .filter((row) => row.status === 'confirmed')
      .sort((a, b) => (a.confirmedAt ?? '').localeCompare(b.confirmedAt ?? '') || a.id.localeCompare(b.id));
  }

  async claimMonth(subscriberId: string, month: string): Promise<boolean> {
    const subscriber = [...this.byEmail.values()].find((row) => row.id === subscriberId);
    if (subscriber === undefined || subscriber.status !== 'confirmed') return false;
    if (subscriber.lastUpdateMonth !== null && subscriber.lastUpdateMonth >= month) return false;
    this.byEmail.set(subscriber.email, { ...subscriber, lastUpdateMonth: month });
    return true;
  }
}
