import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PhotoDiskCacheOptions {
  /** The folder the files live in (made when missing). */
  readonly dir: string;
  /** The files together stay at or under this many bytes. */
  readonly maxBytes: number;
  /** At most this many files are kept, which also bounds the in-memory index. */
  readonly maxEntries?: number;
  readonly log?: (message: string, error: unknown) => void;
}

/** Files kept at most when not told: 50,000 (an index of a few megabytes). */
const DEFAULT_MAX_PHOTO_FILES = 50_000;

/** A cache key is a hex SHA-256 (64 characters); its file is `{key}.webp`. */
const FILE_NAME = /^([0-9a-f]{64})\.webp$/;
const TEMPORARY = /\.tmp$/;

/**
 * Resized photos kept on disk, one file per key, least recently used evicted first once the files
 * pass the byte bound or the file count. The index (key → size, in order of use) is read from the
 * folder on first use, oldest modification first, and a hit refreshes the file's modification
 * time so the order survives a restart. Files are written under a temporary name and renamed, so
 * a reader never sees half a file. When the folder cannot be used the cache keeps nothing (and
 * says so once); the photos are still served.
 */
export class PhotoDiskCache {
  private readonly index = new Map<string, number>();
  private bytes = 0;
  private loading: Promise<boolean> | null = null;
  private readonly maxEntries: number;

  constructor(private readonly options: PhotoDiskCacheOptions) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_PHOTO_FILES;
  }

  /** The kept file of a key, or null. */
  async get(key: string): Promise<Uint8Array | null> {
    if (!(await this.ready()) || !this.index.has(key)) return null;
    try {
      const bytes = await readFile(this.pathOf(key));
      this.markUsed(key);
      return new Uint8Array(bytes);
    } catch {
      this.drop(key);
      return null;
    }
  }

  /** Keeps a file for a key, then evicts the least recently used files past the bounds. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    if (!FILE_NAME.test(`${key}.webp`)) throw new RangeError('A photo cache key is a hex SHA-256');
    if (!(await this.ready()) || bytes.byteLength > this.options.maxBytes) return;
    const temporary = join(this.options.dir, `${key}.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, this.pathOf(key));
    this.drop(key);
    this.index.set(key, bytes.byteLength);
    this.bytes += bytes.byteLength;
    await this.evict();
  }

  /** How many files and bytes are kept now. */
  async usage(): Promise<{ files: number; bytes: number }> {
    await this.ready();
    return { files: this.index.size, bytes: this.bytes };
  }

  private pathOf(key: string): string {
    return join(this.options.dir, `${key}.webp`);
  }

  private markUsed(key: string): void {
    const size = this.index.get(key);
    if (size === undefined) return;
    this.index.delete(key);
    this.index.set(key, size);
    const now = new Date();
    utimes(this.pathOf(key), now, now).catch(() => undefined);
  }

  private drop(key: string): void {
    const size = this.index.get(key);
    if (size === undefined) return;
    this.index.delete(key);
    this.bytes -= size;
  }

  private async evict(): Promise<void> {
    while (this.bytes > this.options.maxBytes || this.index.size > this.maxEntries) {
      const oldest = this.index.keys().next().value;
      if (oldest === undefined) return;
      this.drop(oldest);
      await rm(this.pathOf(oldest), { force: true });
    }
  }

  private ready(): Promise<boolean> {
    this.loading ??= this.load().then(
      () => true,
      (error: unknown) => {
        this.options.log?.(
          `The listing-photo cache folder ${this.options.dir} cannot be used; photos are resized on every request`,
          error,
        );
        return false;
      },
    );
    return this.loading;
  }

  private async load(): Promise<void> {
    await mkdir(this.options.dir, { recursive: true });
    const found: { key: string; size: number; usedAt: number }[] = [];
    for (const name of await readdir(this.options.dir)) {
      const path = join(this.options.dir, name);
      if (TEMPORARY.test(name)) await rm(path, { force: true });
      const key = FILE_NAME.exec(name)?.[1];
      if (key === undefined) continue;
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) found.push({ key, size: info.size, usedAt: info.mtimeMs });
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const { key, size } of found) {
      this.index.set(key, size);
      this.bytes += size;
    }
    await this.evict();
  }
}
