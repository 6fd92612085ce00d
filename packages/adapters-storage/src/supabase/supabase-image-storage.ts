import {
  ConflictError,
  IMAGE_TYPES,
  SIGNED_URL_CACHE_CONTROL_S,
  STORAGE_LIST_DEFAULTS,
  ValidationError,
  isSafeStorageKey,
  isSafeStoragePrefix,
  type ImageStorage,
  type StorageListPage,
  type StoredFile,
  type StoredFileInfo,
} from '@app/domain';
import { storageCall, storageError, storageFailure } from './storage-answer.ts';

export const IMAGE_FILES_STORE_FAILED = 'The image files could not be stored';
export const IMAGE_FILES_READ_FAILED = 'The image files could not be read';

export interface SupabaseImageStorageOptions {
  /** The project URL (`https://project.supabase.co`). */
  readonly url: string;
  /** The project's API key (the anon key, or the service role key on the server). */
  readonly apiKey: string;
  /** The bearer token: a signed-in user's access token; the API key when left out. */
  readonly accessToken?: string;
  /** The bucket of the image library. */
  readonly bucket: string;
  /** Whether the bucket is public (files read through `object/public`, no token needed). */
  readonly publicBucket: boolean;
  readonly fetch?: typeof fetch;
}

/** One entry of a Storage listing (a folder has a null id). */
interface ListedObject {
  readonly name: string;
  readonly id: string | null;
  readonly metadata: { readonly size?: number } | null;
}

function objectPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The ImageStorage port on Supabase Storage (`/storage/v1`, spec section 7). Uploads are
 * create-only (`x-upsert: false`: a taken key is a ConflictError) with the SDK's default cache
 * control of 3600 s; downloads use the public object route of a public bucket; listings send the
 * spec's defaults (limit 100, offset 0, by name ascending) and skip folders; removal sends the
 * keys as prefixes. A size or type the bucket refuses is a ValidationError; any other failure a
 * DataUnavailableError.
 */
export class SupabaseImageStorage implements ImageStorage {
  private readonly base: string;
  private readonly headers: Record<string, string>;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SupabaseImageStorageOptions) {
    this.base = `${options.url.replace(/\/+$/, '')}/storage/v1`;
    this.headers = { apikey: options.apiKey, authorization: `Bearer ${options.accessToken ?? options.apiKey}` };
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  put(key: string, file: StoredFile): Promise<void> {
    if (!isSafeStorageKey(key))
      return Promise.reject(new ValidationError([{ field: 'key', message: `Not a safe storage key: ${key}` }]));
    return storageCall(IMAGE_FILES_STORE_FAILED, async () => {
      const response = await this.fetch(`${this.base}/object/${this.options.bucket}/${objectPath(key)}`, {
        method: 'POST',
        headers: {
          ...this.headers,
          'content-type': file.contentType,
          'cache-control': `max-age=${SIGNED_URL_CACHE_CONTROL_S}`,
          'x-upsert': 'false',
        },
        body: new Uint8Array(file.bytes),
      });
      const failure = await storageFailure(response);
      if (failure === null) return;
      if (failure.status === 409) throw new ConflictError(`A file is already stored under ${key}`);
      if (failure.status === 413 || failure.status === 415)
        throw new ValidationError([
          { field: 'file', message: `The image bucket refused the file: ${failure.message}` },
        ]);
      throw storageError(failure);
    });
  }

  get(key: string): Promise<StoredFile | null> {
    if (!isSafeStorageKey(key)) return Promise.resolve(null);
    return storageCall(IMAGE_FILES_READ_FAILED, async () => {
      const route = this.options.publicBucket ? 'object/public' : 'object/authenticated';
      const response = await this.fetch(`${this.base}/${route}/${this.options.bucket}/${objectPath(key)}`, {
        headers: this.headers,
      });
      const failure = await storageFailure(response);
      if (failure?.status === 404) return null;
      if (failure !== null) throw storageError(failure);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    });
  }

  list(prefix: string, page: StorageListPage = {}): Promise<StoredFileInfo[]> {
    if (!isSafeStoragePrefix(prefix)) return Promise.resolve([]);
    return storageCall(IMAGE_FILES_READ_FAILED, async () => {
      const body = { ...STORAGE_LIST_DEFAULTS, ...page, prefix: prefix.replace(/\/$/, '') };
      const response = await this.fetch(`${this.base}/object/list/${this.options.bucket}`, {
        method: 'POST',
        headers: { ...this.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const failure = await storageFailure(response);
      if (failure !== null) throw storageError(failure);
      const entries = (await response.json()) as ListedObject[];
      return entries
        .filter((entry) => entry.id !== null)
        .map((entry) => ({ name: entry.name, byteSize: entry.metadata?.size ?? 0 }));
    });
  }

  remove(keys: readonly string[]): Promise<void> {
    const prefixes = keys.filter(isSafeStorageKey);
    if (prefixes.length === 0) return Promise.resolve();
    return storageCall(IMAGE_FILES_STORE_FAILED, async () => {
      const response = await this.fetch(`${this.base}/object/${this.options.bucket}`, {
        method: 'DELETE',
        headers: { ...this.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes }),
      });
      const failure = await storageFailure(response);
      if (failure !== null) throw storageError(failure);
    });
  }
}

/** The bucket settings the image library wants: public, with its upload limit and the accepted formats plus WebP
 * variants. */
export function imageBucketSettings(bucket: string, fileSizeLimit: number) {
  return {
    id: bucket,
    name: bucket,
    public: true,
    file_size_limit: fileSizeLimit,
    allowed_mime_types: IMAGE_TYPES.map((type) => type.mime),
  };
}
