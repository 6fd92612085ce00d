import type {
  NewSavedSearch,
  SavedHome,
  SavedHomesRepository,
  SavedSearch,
  SavedSearchChange,
  SavedSearchesRepository,
} from '@app/domain';

const newestFirst = <T>(items: T[], key: (item: T) => string) =>
  items.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));

/** Saved homes in memory, with the database's rules (one save per visitor and listing, the first kept). */
export class InMemorySavedHomes implements SavedHomesRepository {
  private homes: SavedHome[] = [];
  private readonly alertsOff = new Set<string>();
  constructor(private readonly now: () => number = Date.now) {}

  async list(visitorId: string): Promise<SavedHome[]> {
    return newestFirst(
      this.homes.filter((home) => home.visitorId === visitorId),
      (home) => home.savedAt,
    );
  }

  async save(home: Omit<SavedHome, 'savedAt'>): Promise<SavedHome> {
    const existing = this.homes.find(
      (saved) => saved.visitorId === home.visitorId && saved.listingId === home.listingId,
    );
    if (existing !== undefined) return existing;
    const saved = { ...home, savedAt: new Date(this.now()).toISOString() };
    this.homes.push(saved);
    return saved;
  }

  async remove(visitorId: string, listingId: string): Promise<boolean> {
    const before = this.homes.length;
    this.homes = this.homes.filter((home) => !(home.visitorId === visitorId && home.listingId === listingId));
    return this.homes.length < before;
  }

  async removeAll(visitorId: string): Promise<void> {
    this.homes = this.homes.filter((home) => home.visitorId !== visitorId);
    this.alertsOff.delete(visitorId);
  }

  async alertsOn(visitorId: string): Promise<boolean> {
    return !this.alertsOff.has(visitorId);
  }

  async setAlerts(visitorId: string, on: boolean): Promise<void> {
    if (on) this.alertsOff.delete(visitorId);
    else this.alertsOff.add(visitorId);
  }

  clear(): void {
    this.homes = [];
    this.alertsOff.clear();
  }
}

/** Saved searches in memory. */
export class InMemorySavedSearches implements SavedSearchesRepository {
  private searches: SavedSearch[] = [];
  constructor(private readonly now: () => number = Date.now) {}

  async list(visitorId: string): Promise<SavedSearch[]> {
    return newestFirst(
      this.searches.filter((search) => search.visitorId === visitorId),
      (search) => search.createdAt,
    );
  }

  async create(visitorId: string, search: NewSavedSearch): Promise<SavedSearch> {
    const at = new Date(this.now()).toISOString();
    const saved: SavedSearch = {
      id: crypto.randomUUID(),
      visitorId,
      name: search.name,
      view: search.view,
      params: { ...search.params },
      alertFrequency: search.alertFrequency,
      lastAlertedAt: null,
      createdAt: at,
      updatedAt: at,
    };
    this.searches.push(saved);
    return saved;
  }

  async update(visitorId: string, id: string, change: SavedSearchChange): Promise<SavedSearch | null> {
    const index = this.searches.findIndex((search) => search.visitorId === visitorId && search.id === id);
    const current = this.searches[index];
    if (current === undefined) return null;
    const updated = { ...current, ...change, updatedAt: new Date(this.now()).toISOString() };
    this.searches[index] = updated;
    return updated;
  }

  async remove(visitorId: string, id: string): Promise<boolean> {
    const before = this.searches.length;
    this.searches = this.searches.filter((search) => !(search.visitorId === visitorId && search.id === id));
    return this.searches.length < before;
  }

  async removeAll(visitorId: string): Promise<void> {
    this.searches = this.searches.filter((search) => search.visitorId !== visitorId);
  }

  clear(): void {
    this.searches = [];
  }
}
