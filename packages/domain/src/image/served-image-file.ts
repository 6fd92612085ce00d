import type { ImageProcessor } from './image-processor.port.ts';
import type { ImageStorage, StoredFile } from './image-storage.port.ts';

/**
 * A library file as it is served. Every original stored since uploads were stripped carries no camera or location
 * data and goes out as stored; one that still carries some (uploaded before, or written by hand) is stripped on the way
 * out, and when it cannot be, it is not served at all rather than served with its GPS position.
 */
export async function readServedImageFile(
  files: Pick<ImageStorage, 'get'>,
  processor: Pick<ImageProcessor, 'carriesMetadata' | 'strippedOriginal'>,
  key: string,
): Promise<StoredFile | null> {
  const stored = await files.get(key);
  if (stored === null || !(await processor.carriesMetadata(stored.bytes))) return stored;
  try {
    return { ...stored, bytes: await processor.strippedOriginal(stored.bytes) };
  } catch {
    return null;
  }
}
