export { DiskImageStorage, IMAGE_FILES_UNAVAILABLE } from './disk-image-storage.ts';
export {
  SharpImageProcessor,
  SHRUNK_QUALITY,
  WEBP_QUALITY,
  type SharpImageProcessorOptions,
} from './sharp-image-processor.ts';
export {
  SupabaseImageStorage,
  IMAGE_FILES_READ_FAILED,
  IMAGE_FILES_STORE_FAILED,
  imageBucketSettings,
  type SupabaseImageStorageOptions,
} from './supabase/supabase-image-storage.ts';
export { ensureImageBucket, IMAGE_BUCKET_SETUP_FAILED } from './supabase/supabase-image-bucket.ts';
