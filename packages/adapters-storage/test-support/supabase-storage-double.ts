import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';

/** Who a bearer token speaks for, as Supabase decides from its JWT role. */
export type DoubleRole = 'anon' | 'editor' | 'service_role';

interface Bucket {
  readonly id: string;
  readonly name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  readonly created_at: string;
  updated_at: string;
}

interface StoredObject {
  readonly id: string;
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly createdAt: string;
}

export interface StorageDoubleOptions {
  /** The project URL (`https://project.supabase.co`). */
  readonly url: string;
  /** The project's API keys (anon, service role): every request carries one in `apikey`, the gateway refuses others. */
  readonly apiKeys: readonly string[];
  /** Bearer tokens and the role each stands for; an unknown token is an invalid JWT. */
  readonly tokens: Readonly<Record<string, DoubleRole>>;
}

/** What a test can look at after the calls. */
export interface StorageDouble {
  readonly handlers: ReturnType<typeof http.all>[];
  readonly buckets: Map<string, Bucket>;
  /** Objects per bucket, by path. */
  readonly objects: Map<string, Map<string, StoredObject>>;
  /** Every request seen, as "METHOD /path". */
  readonly calls: string[];
}

/**
 * Storage's error answer. Storage API answers most errors with HTTP 400 and the real status as
 * the text `statusCode` in the body (a legacy choice its maintainers keep); server faults are 500.
 */
function storageError(statusCode: number, error: string, message: string): Response {
  return HttpResponse.json(
    { statusCode: String(statusCode), error, message },
    { status: statusCode >= 500 ? 500 : 400 },
  );
}

const notFound = () => storageError(404, 'not_found', 'Object not found');
const bucketNotFound = () => storageError(404, 'Bucket not found', 'Bucket not found');
const rlsRefusal = () => storageError(403, 'Unauthorized', 'new row violates row-level security policy');

function decodePath(segments: string[]): string {
  return segments.map(decodeURIComponent).join('/');
}

function objectRow(bucket: string, name: string, object: StoredObject) {
  return {
    name,
    bucket_id: bucket,
    id: object.id,
    updated_at: object.createdAt,
    created_at: object.createdAt,
    last_accessed_at: object.createdAt,
    metadata: {
      eTag: `"${object.id}"`,
      size: object.bytes.length,
      mimetype: object.contentType,
      cacheControl: object.cacheControl,
      lastModified: object.createdAt,
      contentLength: object.bytes.length,
      httpStatusCode: 200,
    },
  };
}

interface ListBody {
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  search?: string;
}

/** The listing of one folder level: files with their metadata and sub-folders as entries without an id, sorted and
 * paged. */
function listLevel(bucket: string, objects: Map<string, StoredObject>, body: ListBody) {
  const raw = body.prefix ?? '';
  const prefix = raw === '' || raw.endsWith('/') ? raw : `${raw}/`;
  const entries = new Map<
    string,
    | ReturnType<typeof objectRow>
    | { name: string; id: null; updated_at: null; created_at: null; last_accessed_at: null; metadata: null }
  >();
  for (const [path, object] of objects) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const [first = ''] = rest.split('/');
    if (body.search && !first.toLowerCase().includes(body.search.toLowerCase())) continue;
    if (rest.includes('/'))
      entries.set(first, {
        name: first,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    else entries.set(first, objectRow(bucket, rest, object));
  }
  const sign = body.sortBy?.order === 'desc' ? -1 : 1;
  return [...entries.values()]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) * sign)
    .slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 100));
}

/**
 * A faithful stand-in for Supabase Storage (`/storage/v1`) as msw handlers: the gateway's API-key
 * check, JWT roles (anon may read public buckets only, signed-in editors write objects, only the
 * service role manages buckets), buckets with their size limit and allowed types, create-only
 * uploads unless `x-upsert: true`, public and authenticated downloads with the stored cache
 * control, one-level listings (folders as entries without an id; limit 100, offset 0 and name
 * ascending unless asked), removal by prefixes answering the removed rows, and Storage's error
 * bodies (`{ statusCode, error, message }` with HTTP 400).
 */
export function createStorageDouble(options: StorageDoubleOptions): StorageDouble {
  const base = `${options.url}/storage/v1`;
  const buckets = new Map<string, Bucket>();
  const objects = new Map<string, Map<string, StoredObject>>();
  const calls: string[] = [];

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const segments = url.pathname
      .slice('/storage/v1/'.length)
      .split('/')
      .filter((segment) => segment !== '');
    calls.push(`${request.method} /${segments.join('/')}`);
    if (!options.apiKeys.includes(request.headers.get('apikey') ?? ''))
      return HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const role = token === undefined ? undefined : options.tokens[token];
    if (role === undefined) return storageError(400, 'InvalidJWT', 'invalid JWT');
    const [area, ...rest] = segments;
    if (area === 'bucket') return bucketRoute(request, role, rest);
    if (area === 'object') return objectRoute(request, role, rest);
    return storageError(404, 'not_found', 'Route not found');
  }

  async function bucketRoute(request: Request, role: DoubleRole, rest: string[]): Promise<Response> {
    const [id] = rest;
    if (request.method === 'GET' && id === undefined)
      return HttpResponse.json(role === 'service_role' ? [...buckets.values()] : []);
    if (request.method === 'GET') {
      const bucket = id === undefined ? undefined : buckets.get(id);
      return bucket === undefined || role !== 'service_role' ? bucketNotFound() : HttpResponse.json(bucket);
    }
    if (request.method === 'POST' && id === undefined) {
      if (role !== 'service_role') return rlsRefusal();
      const body = (await request.json()) as Partial<Bucket>;
      const bucketId = body.id ?? body.name ?? '';
      if (buckets.has(bucketId)) return storageError(409, 'Duplicate', 'The resource already exists');
      const now = new Date().toISOString();
      buckets.set(bucketId, {
        id: bucketId,
        name: body.name ?? bucketId,
        public: body.public ?? false,
        file_size_limit: body.file_size_limit ?? null,
        allowed_mime_types: body.allowed_mime_types ?? null,
        created_at: now,
        updated_at: now,
      });
      objects.set(bucketId, new Map());
      return HttpResponse.json({ name: bucketId });
    }
    return storageError(404, 'not_found', 'Route not found');
  }

  async function objectRoute(request: Request, role: DoubleRole, rest: string[]): Promise<Response> {
    const [first, second, ...others] = rest;
    if (request.method === 'POST' && first === 'list' && second !== undefined) {
      const bucketObjects = objects.get(second);
      if (bucketObjects === undefined) return bucketNotFound();
      return HttpResponse.json(
        role === 'anon' ? [] : listLevel(second, bucketObjects, (await request.json()) as ListBody),
      );
    }
    if (request.method === 'GET' && (first === 'public' || first === 'authenticated') && second !== undefined)
      return download(second, decodePath(others), first === 'public' ? 'public' : role);
    if (first === undefined) return storageError(404, 'not_found', 'Route not found');
    const bucketObjects = objects.get(first);
    if (bucketObjects === undefined) return bucketNotFound();
    const path = decodePath(second === undefined ? [] : [second, ...others]);
    if (request.method === 'GET') return download(first, path, role);
    if (request.method === 'DELETE' && path === '') {
      if (role === 'anon') return HttpResponse.json([]);
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      const removed = prefixes.flatMap((name) => {
        const object = bucketObjects.get(name);
        if (object === undefined) return [];
        bucketObjects.delete(name);
        return [objectRow(first, name, object)];
      });
      return HttpResponse.json(removed);
    }
    if (request.method === 'POST') return upload(request, role, first, path);
    return storageError(404, 'not_found', 'Route not found');
  }

  async function upload(request: Request, role: DoubleRole, bucketId: string, path: string): Promise<Response> {
    const bucket = buckets.get(bucketId) as Bucket;
    const bucketObjects = objects.get(bucketId) as Map<string, StoredObject>;
    if (role === 'anon') return rlsRefusal();
    const bytes = new Uint8Array(await request.arrayBuffer());
    const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
    if (bucket.file_size_limit !== null && bytes.length > bucket.file_size_limit)
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    if (bucket.allowed_mime_types !== null && !bucket.allowed_mime_types.includes(contentType))
      return storageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
    if (bucketObjects.has(path) && request.headers.get('x-upsert') !== 'true')
      return storageError(409, 'Duplicate', 'The resource already exists');
    const object = {
      id: randomUUID(),
      bytes,
      contentType,
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      createdAt: new Date().toISOString(),
    };
    bucketObjects.set(path, object);
    return HttpResponse.json({ Id: object.id, Key: `${bucketId}/${path}` });
  }

  function download(bucketId: string, path: string, access: DoubleRole | 'public'): Response {
    const bucket = buckets.get(bucketId);
    if (bucket === undefined) return bucketNotFound();
    if (access === 'public' ? !bucket.public : access === 'anon') return notFound();
    const object = objects.get(bucketId)?.get(path);
    if (object === undefined) return notFound();
    return new HttpResponse(object.bytes, {
      status: 200,
      headers: {
        'content-type': object.contentType,
        'cache-control': object.cacheControl,
        etag: `"${object.id}"`,
        'content-length': String(object.bytes.length),
      },
    });
  }

  return { handlers: [http.all(`${base}/*`, ({ request }) => route(request))], buckets, objects, calls };
}
