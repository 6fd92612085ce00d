import { storageCall, storageError, storageFailure } from './storage-answer.ts';
import { imageBucketSettings } from './supabase-image-storage.ts';

export const IMAGE_BUCKET_SETUP_FAILED = 'The image bucket could not be set up';

/**
 * Makes sure the image library's bucket exists (GET `bucket/{id}`; when Storage says 404,
 * POST `bucket` with the settings: public, the upload limit, the accepted formats). Needs the
 * service role key: only it may manage buckets. Answers whether it created the bucket.
 */
export async function ensureImageBucket(options: {
  url: string;
  serviceRoleKey: string;
  bucket: string;
  fileSizeLimit: number;
  fetch?: typeof fetch;
}): Promise<'created' | 'exists'> {
  const base = `${options.url.replace(/\/+$/, '')}/storage/v1`;
  const headers = {
    apikey: options.serviceRoleKey,
    authorization: `Bearer ${options.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const call = options.fetch ?? ((input, init) => fetch(input, init));
  return storageCall(IMAGE_BUCKET_SETUP_FAILED, async () => {
    const found = await storageFailure(await call(`${base}/bucket/${encodeURIComponent(options.bucket)}`, { headers }));
    if (found === null) return 'exists';
    if (found.status !== 404) throw storageError(found);
    const body = JSON.stringify(imageBucketSettings(options.bucket, options.fileSizeLimit));
    const created = await storageFailure(await call(`${base}/bucket`, { method: 'POST', headers, body }));
    if (created === null) return 'created';
    if (created.status === 409) return 'exists';
    throw storageError(created);
  });
}
