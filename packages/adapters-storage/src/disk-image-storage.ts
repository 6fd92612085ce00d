import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, readdir, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  ConflictError,
  DataUnavailableError,
  DomainError,
  STORAGE_LIST_DEFAULTS,
  ValidationError,
  imageTypeOfKey,
  isSafeStorageKey,
  isSafeStoragePrefix,
  type ImageStorage,
  type StorageListPage,
  type StoredFile,
  type StoredFileInfo,
} from '@app/domain';

export const IMAGE_FILES_UNAVAILABLE = 'The image files could not be reached';

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DataUnavailableError(IMAGE_FILES_UNAVAILABLE, { cause: error });
  }
}

/**
 * The image library's files in a folder on disk (the embedded default: `{DATA_DIR}/images`).
 * Only safe keys reach the file system, so nothing outside the folder is ever read or written.
 * A file is written under a hidden temporary name, then hard-linked to its key: the link fails
 * when the key exists, so a stored file is never replaced and never seen half written. The
 * media type is the one the key's extension names.
 */
export class DiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  put(key: string, file: StoredFile): Promise<void> {
    if (!isSafeStorageKey(key))
      return Promise.reject(new ValidationError([{ field: 'key', message: `Not a safe storage key: ${key}` }]));
    return translated(async () => {
      const path = join(this.root, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.upload-${randomUUID()}`);
      await writeFile(temporary, file.bytes);
      try {
        await link(temporary, path);
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST')
          throw new ConflictError(`A file is already stored under ${key}`);
        throw error;
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    });
  }

  get(key: string): Promise<StoredFile | null> {
    if (!isSafeStorageKey(key)) return Promise.resolve(null);
    return translated(async () => {
      try {
        const bytes = new Uint8Array(await readFile(join(this.root, key)));
        return { bytes, contentType: imageTypeOfKey(key) ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  list(prefix: string, page: StorageListPage = {}): Promise<StoredFileInfo[]> {
    if (!isSafeStoragePrefix(prefix)) return Promise.resolve([]);
    const offset = page.offset ?? STORAGE_LIST_DEFAULTS.offset;
    const limit = page.limit ?? STORAGE_LIST_DEFAULTS.limit;
    return translated(async () => {
      const folder = join(this.root, prefix);
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const names = entries
        .filter((entry) => entry.isFile() && isSafeStorageKey(entry.name))
        .map((entry) => entry.name)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .slice(offset, offset + limit);
      return Promise.all(names.map(async (name) => ({ name, byteSize: (await stat(join(folder, name))).size })));
    });
  }

  remove(keys: readonly string[]): Promise<void> {
    return translated(async () => {
      const safe = keys.filter(isSafeStorageKey);
      await Promise.all(safe.map((key) => rm(join(this.root, key), { force: true })));
      const folders = new Set(safe.filter((key) => key.includes('/')).map((key) => dirname(join(this.root, key))));
      // An emptied image folder goes too; rmdir refuses a folder that still holds files.
      await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
    });
  }
}
