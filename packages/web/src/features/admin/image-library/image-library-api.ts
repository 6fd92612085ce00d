import type { ImageRecord, ImageUsage, UploadedImage } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';

export const IMAGES_PATH = '/api/admin/images';

/** The image library's calls that are not a list (the page's list comes from its route's loader). */
export function imageLibraryApi(api: AdminApi) {
  return {
    /** Uploads one picture with its alt text, reporting progress from 0 to 1. */
    upload(file: File, alt: string, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
      const form = new FormData();
      form.set('file', file);
      form.set('alt', alt);
      return api.upload<UploadedImage>(IMAGES_PATH, form, onProgress);
    },
    updateAlt: (id: string, alt: string) => api.put<ImageRecord>(`${IMAGES_PATH}/${id}`, { alt }),
    usages: async (id: string) => (await api.get<{ items: ImageUsage[] }>(`${IMAGES_PATH}/${id}/usages`)).items,
    remove: (id: string) => api.del(`${IMAGES_PATH}/${id}`),
  };
}
