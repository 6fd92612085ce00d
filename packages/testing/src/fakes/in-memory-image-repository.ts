import {
  ConflictError,
  NotFoundError,
  isUuid,
  queryImages,
  systemClock,
  type Clock,
  type ImagePage,
  type ImageQuery,
  type ImageRecord,
  type ImageRepository,
  type NewImageRecord,
} from '@app/domain';
import { PendingFailure } from './pending-failure.ts';

/** An ImageRepository in a Map, for tests and as the reference of the contract suite. */
export class InMemoryImageRepository implements ImageRepository {
  private readonly images = new Map<string, ImageRecord>();
  private readonly failure = new PendingFailure();
  private lastStamp = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  /** Makes the next call reject with the error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Empties the repository. */
  clear(): void {
    this.images.clear();
  }

  /** A timestamp later than every one given before, like a database's now() between statements. */
  private stamp(): string {
    this.lastStamp = Math.max(this.clock.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString();
  }

  async list(query: ImageQuery): Promise<ImagePage> {
    this.failure.throwIfSet();
    return queryImages([...this.images.values()], query);
  }

  async findById(id: string): Promise<ImageRecord | null> {
    this.failure.throwIfSet();
    return this.images.get(id.toLowerCase()) ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<ImageRecord[]> {
    this.failure.throwIfSet();
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    return [...wanted].flatMap((id) => {
      const image = this.images.get(id);
      return image === undefined ? [] : [image];
    });
  }

  async create(image: NewImageRecord): Promise<ImageRecord> {
    this.failure.throwIfSet();
    const id = image.id.toLowerCase();
    if (this.images.has(id)) throw new ConflictError(`An image with id ${id} already exists`);
    const at = this.stamp();
    const stored: ImageRecord = {
      ...image,
      id,
      variants: image.variants.map((variant) => ({ ...variant })),
      createdAt: at,
      updatedAt: at,
    };
    this.images.set(id, stored);
    return stored;
  }

  async updateAlt(id: string, alt: string): Promise<ImageRecord> {
    this.failure.throwIfSet();
    const current = isUuid(id) ? this.images.get(id.toLowerCase()) : undefined;
    if (current === undefined) throw new NotFoundError(`Image not found: ${id}`);
    const updated: ImageRecord = { ...current, alt, updatedAt: this.stamp() };
    this.images.set(current.id, updated);
    return updated;
  }

  async delete(id: string): Promise<void> {
    this.failure.throwIfSet();
    if (!isUuid(id) || !this.images.delete(id.toLowerCase())) throw new NotFoundError(`Image not found: ${id}`);
  }
}
