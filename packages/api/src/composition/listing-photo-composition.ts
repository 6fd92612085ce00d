import type { ImageProcessor } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import { createListingPhotos, type ListingPhotos } from '../media/listing-photos/listing-photos.ts';
import { PhotoDiskCache } from '../media/listing-photos/photo-disk-cache.ts';
import { logRecovered as log } from '../logging/logger.ts';

/** The listing-photo resizer as configured: the allowed photo hosts, the disk cache's folder and byte bound, sharp for
 * the pictures. */
export function composeListingPhotos(config: ServerConfig, processor: ImageProcessor): ListingPhotos {
  const { allowedHosts, cacheDir, cacheMaxBytes } = config.listingPhotos;
  return createListingPhotos({
    allowedHosts,
    cache: new PhotoDiskCache({ dir: cacheDir, maxBytes: cacheMaxBytes, log }),
    processor,
    log,
  });
}
