import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, DataUnavailableError, ValidationError } from '@app/domain';
import { IMAGE_FIXTURES, imageStorageContract } from '@app/testing';
import { ensureImageBucket } from './supabase-image-bucket.ts';
import { createStorageDouble } from '../../test-support/supabase-storage-double.ts';
import { SupabaseImageStorage } from './supabase-image-storage.ts';

const url = 'https://project.supabase.test';
const apiKey = 'anon-key';
const tokens = { 'anon-key': 'anon', 'editor-token': 'editor', 'service-key': 'service_role' } as const;
const double = createStorageDouble({ url, apiKeys: [apiKey, 'service-key'], tokens });
const server = setupServer(...double.handlers);

const storage = (accessToken?: string) =>
  new SupabaseImageStorage({ url, apiKey, accessToken, bucket: 'images', publicBucket: true });
const png = { bytes: IMAGE_FIXTURES.png, contentType: 'image/png' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await ensureImageBucket({ url, serviceRoleKey: 'service-key', bucket: 'images', fileSizeLimit: 10 * 1024 * 1024 });
});
afterAll(() => server.close());

imageStorageContract('SupabaseImageStorage over a Storage double', async () => ({
  storage: storage('editor-token'),
  reset: async () => double.objects.get('images')?.clear(),
}));

describe(SupabaseImageStorage, () => {
  beforeEach(() => {
    double.objects.get('images')?.clear();
    double.calls.length = 0;
  });

  it('uploads create-only with the cache control of 3600 s and lists with the spec defaults', async () => {
    await storage('editor-token').put('a/original.png', png);
    expect(double.objects.get('images')?.get('a/original.png')?.cacheControl).toBe('max-age=3600');
    await expect(storage('editor-token').put('a/original.png', png)).rejects.toBeInstanceOf(ConflictError);
    expect(await storage().list('a/')).toEqual([]);
    expect((await storage('editor-token').list('a/')).map((file) => file.name)).toEqual(['original.png']);
    expect(double.calls).toEqual([
      'POST /object/images/a/original.png',
      'POST /object/images/a/original.png',
      'POST /object/list/images',
      'POST /object/list/images',
    ]);
  });

  it('lets anyone read the public bucket but only signed-in editors write', async () => {
    await storage('editor-token').put('a/original.png', png);
    expect(await storage().get('a/original.png')).toEqual(png);
    await expect(storage().put('b/original.png', png)).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(storage('stranger').get('a/original.png')).rejects.toBeInstanceOf(DataUnavailableError);
  });

  it('reports what the bucket refuses as a validation error', async () => {
    await expect(
      storage('editor-token').put('a/x.txt', { bytes: new Uint8Array([1]), contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      storage('editor-token').put('a/big.png', {
        bytes: new Uint8Array(10 * 1024 * 1024 + 1),
        contentType: 'image/png',
      }),
    ).rejects.toThrow('The object exceeded the maximum allowed size');
  });

  it('turns an unreachable Storage into DataUnavailableError', async () => {
    const offline = new SupabaseImageStorage({
      url,
      apiKey,
      bucket: 'images',
      publicBucket: true,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(offline.get('a/original.png')).rejects.toThrow('The image files could not be read');
    await expect(offline.put('a/original.png', png)).rejects.toThrow('The image files could not be stored');
  });
});

describe(ensureImageBucket, () => {
  it('creates the public bucket with the limit and formats once, then finds it', async () => {
    const options = { url, serviceRoleKey: 'service-key', bucket: 'library', fileSizeLimit: 1024 };
    expect(await ensureImageBucket(options)).toBe('created');
    expect(await ensureImageBucket(options)).toBe('exists');
    expect(double.buckets.get('library')).toMatchObject({
      public: true,
      file_size_limit: 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    });
  });

  it('fails clearly without the service role', async () => {
    await expect(ensureImageBucket({ url, serviceRoleKey: apiKey, bucket: 'other', fileSizeLimit: 1 })).rejects.toThrow(
      'The image bucket could not be set up',
    );
    expect(double.buckets.has('other')).toBe(false);
  });
});
