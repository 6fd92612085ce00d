import {
  ConflictError,
  STORAGE_LIST_DEFAULTS,
  ValidationError,
  isSafeStorageKey,
  isSafeStoragePrefix,
  type ImageStorage,
  type StorageListPage,
  type StoredFile,
  type StoredFileInfo,
} from '@app/domain';
import { PendingFailure } from './pending-failure.ts';

/** An ImageStorage in a Map, for tests and as the reference of the contract suite. */
export class InMemoryImageStorage implements ImageStorage {
  private readonly files = new Map<string, StoredFile>();
  private readonly failure = new PendingFailure();

  /** Makes the next call reject with the error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Every stored key, sorted. */
  keys(): string[] {
    return [...this.files.keys()].sort();
  }

  /** Empties the storage. */
  clear(): void {
    this.files.clear();
  }

  async put(key: string, file: StoredFile): Promise<void> {
    this.failure.throwIfSet();
    if (!isSafeStorageKey(key))
      throw new ValidationError([{ field: 'key', message: `Not a safe storage key: ${key}` }]);
    if (this.files.has(key)) throw new ConflictError(`A file is already stored under ${key}`);
    this.files.set(key, { bytes: Uint8Array.from(file.bytes), contentType: file.contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    this.failure.throwIfSet();
    const file = this.files.get(key);
    return file === undefined ? null : { bytes: Uint8Array.from(file.bytes), contentType: file.contentType };
  }

  async list(prefix: string, page: StorageListPage = {}): Promise<StoredFileInfo[]> {
    this.failure.throwIfSet();
    if (!isSafeStoragePrefix(prefix)) return [];
    const offset = page.offset ?? STORAGE_LIST_DEFAULTS.offset;
    const limit = page.limit ?? STORAGE_LIST_DEFAULTS.limit;
    return [...this.files.entries()]
      .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
      .map(([key, file]) => ({ name: key.slice(prefix.length), byteSize: file.bytes.length }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(offset, offset + limit);
  }

  async remove(keys: readonly string[]): Promise<void> {
    this.failure.throwIfSet();
    for (const key of keys) this.files.delete(key);
  }
}
