import { afterAll, describe, expect, it } from 'vitest';
import { DataUnavailableError, normalizeImageQuery } from '@app/domain';
import { exampleImageRecord, imageRepositoryContract } from '@app/testing';
import { connectContentTestBackend } from '../content/content-test-backend.ts';
import { SupabaseImageRepository } from './supabase-image-repository.ts';

const test = connectContentTestBackend();
afterAll(() => test.close());

imageRepositoryContract('SupabaseImageRepository (editor token, real PostgREST)', async () => ({
  images: new SupabaseImageRepository(test.backend.client(test.editorToken)),
  reset: async () => {
    await test.sql('truncate images');
  },
}));

describe('SupabaseImageRepository under row-level security', () => {
  it('shows anon and plain signed-in users nothing and lets them write nothing', async () => {
    await test.sql('truncate images');
    await new SupabaseImageRepository(test.backend.client(test.editorToken)).create(exampleImageRecord());
    for (const token of [undefined, test.backend.tokens.user]) {
      const images = new SupabaseImageRepository(test.backend.client(token));
      const page = await images.list(normalizeImageQuery()).catch((error: unknown) => error);
      if (!(page instanceof DataUnavailableError)) expect(page).toEqual({ items: [], total: 0 });
      await expect(
        images.create(exampleImageRecord({ id: '00000000-0000-4000-8000-0000000000b1' })),
      ).rejects.toBeInstanceOf(DataUnavailableError);
    }
  });
});
