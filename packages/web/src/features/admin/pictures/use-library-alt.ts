import { useEffect, useState } from 'react';
import { libraryImageId, type ImageRecord } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { IMAGES_PATH } from '../image-library/image-library-api.ts';

/** What is known of a picture's library alt text: none (not a library picture), loading, or its text. */
export type LibraryAlt =
  | { readonly state: 'none' }
  | { readonly state: 'loading' }
  | { readonly state: 'missing' }
  | { readonly state: 'known'; readonly alt: string };

/** The current alt text of the library item a picture address shows (read again when the address changes). */
export function useLibraryAlt(url: string): LibraryAlt {
  const api = useAdminApi();
  const id = libraryImageId(url);
  const [found, setFound] = useState<{ id: string; alt: string | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    api.get<ImageRecord>(`${IMAGES_PATH}/${id}`).then(
      (image) => current && setFound({ id, alt: image.alt }),
      () => current && setFound({ id, alt: null }),
    );
    return () => {
      current = false;
    };
  }, [api, id]);
  if (id === null) return { state: 'none' };
  if (found?.id !== id) return { state: 'loading' };
  return found.alt === null ? { state: 'missing' } : { state: 'known', alt: found.alt };
}
