/** A file as stored: its bytes and its media type. */
export interface StoredFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** One entry of a storage listing. */
export interface StoredFileInfo {
  /** The key relative to the listed prefix (`640.webp` when listing `{imageId}/`). */
  readonly name: string;
  readonly byteSize: number;
}

/** Which part of a listing to answer (the spec's defaults: 100 entries from offset 0, by name ascending). */
export interface StorageListPage {
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * Where the image library's files are kept (a folder on disk, a Supabase Storage bucket). Keys
 * are relative paths of safe segments (`{imageId}/640.webp`, see `isSafeStorageKey`); a key is
 * written once and never replaced, so a file's address can be cached for ever.
 */
export interface ImageStorage {
  /** Stores a new file; ConflictError when the key is already taken, ValidationError for an unsafe key. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file under the key, or null when there is none (or the key is unsafe). */
  get(key: string): Promise<StoredFile | null>;
  /** The files directly under a folder prefix (`{imageId}/`), by name ascending, one page (100 from 0 by default). */
  list(prefix: string, page?: StorageListPage): Promise<StoredFileInfo[]>;
  /** Removes the files; keys that do not exist are ignored. */
  remove(keys: readonly string[]): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Whether a key is safe in every storage: 1 to 512 characters of path segments made of letters,
 * digits, dot, dash and underscore, not starting with a dot (so no `..`, no hidden files, no
 * absolute paths, no backslashes).
 */
export function isSafeStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Whether a listing prefix is safe: empty (the root) or safe segments ending in a slash. */
export function isSafeStoragePrefix(prefix: string): boolean {
  return prefix === '' || (prefix.endsWith('/') && isSafeStorageKey(prefix.slice(0, -1)));
}
