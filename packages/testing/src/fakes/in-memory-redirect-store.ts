import {
  DataUnavailableError,
  REDIRECT_PATH_MAX_LENGTH,
  type Clock,
  type Redirect,
  type RedirectChange,
  type RedirectStore,
} from '@app/domain';

/** A RedirectStore in memory, for tests; `updatedAt` comes from the clock (the system's by default). */
export class InMemoryRedirectStore implements RedirectStore {
  private readonly rows = new Map<string, Redirect>();

  constructor(private readonly clock: Clock = { now: () => Date.now() }) {}

  async list(): Promise<Redirect[]> {
    return [...this.rows.values()]
      .sort((a, b) => (a.fromPath < b.fromPath ? -1 : a.fromPath > b.fromPath ? 1 : 0))
      .map((row) => ({ ...row }));
  }

  async apply(change: RedirectChange): Promise<void> {
    // As the table's checks do: a path too long (or not starting with /) refuses the whole change.
    const storable = (path: string) => path.startsWith('/') && path.length <= REDIRECT_PATH_MAX_LENGTH;
    if (!change.put.every((row) => storable(row.fromPath) && storable(row.toPath)))
      throw new DataUnavailableError('Failed to save the redirects');
    const updatedAt = new Date(this.clock.now()).toISOString();
    change.remove.forEach((fromPath) => this.rows.delete(fromPath));
    change.put.forEach(({ fromPath, toPath }) => this.rows.set(fromPath, { fromPath, toPath, updatedAt }));
  }

  clear(): void {
    this.rows.clear();
  }
}
