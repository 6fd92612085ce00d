import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES, type ImageProcessor, type ImageStorage, type SvgRasterizer } from '@app/domain';
import { DiskImageStorage, SharpImageProcessor, SupabaseImageStorage, ensureImageBucket } from '@app/adapters-storage';
import type { ServerConfig } from '../config/config.ts';
import { logFailure } from '../logging/logger.ts';

/** The Supabase Storage bucket of the image library. */
const IMAGE_BUCKET = 'images';

/**
 * Where the drawn demo pictures are kept once made, for the next fresh data folder on this machine (ADR 0058): in the
 * system's temporary folder, as they can always be drawn again.
 */
const DEMO_DRAWINGS_FOLDER = join(tmpdir(), 'palmetto-demo-drawings');

/** Where the image library's files go and how its pictures are processed. */
export interface ImageComposition {
  /** Reads files for the public `/media/images/*` route. */
  readonly publicFiles: ImageStorage;
  /** The storage an admin call writes through (bound to the user's token on Supabase). */
  filesFor(accessToken: string): ImageStorage;
  /** sharp: uploads' variants, and the drawn demo pictures rasterized for the library (ADR 0048). */
  readonly processor: ImageProcessor & SvgRasterizer;
}

/**
 * The image storage the configuration asks for: embedded, a folder `images` in DATA_DIR; with
 * SUPABASE_URL, the public Supabase Storage bucket `images` (made at start with the service role
 * key when missing), read with the anon key and written with the signed-in user's token, so the
 * bucket's policies (migration 0017) judge every write.
 */
export async function composeImages(config: ServerConfig): Promise<ImageComposition> {
  const processor = new SharpImageProcessor({ drawingCacheFolder: DEMO_DRAWINGS_FOLDER });
  const supabase = config.supabase;
  if (supabase === undefined) {
    const disk = new DiskImageStorage(join(config.dataDir, 'images'));
    return { publicFiles: disk, filesFor: () => disk, processor };
  }
  const options = { url: supabase.url, apiKey: supabase.anonKey, bucket: IMAGE_BUCKET, publicBucket: true };
  await ensureImageBucket({
    url: supabase.url,
    serviceRoleKey: supabase.serviceRoleKey,
    bucket: IMAGE_BUCKET,
    fileSizeLimit: IMAGE_MAX_BYTES,
  }).catch((error: unknown) =>
    logFailure(
      `The image bucket "${IMAGE_BUCKET}" could not be checked or made; uploads will fail until it exists:`,
      error,
    ),
  );
  return {
    publicFiles: new SupabaseImageStorage(options),
    filesFor: (accessToken) => new SupabaseImageStorage({ ...options, accessToken }),
    processor,
  };
}
