import { Loader } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { ImageRecord } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { imageLibraryApi } from './image-library-api.ts';
import { checkUsages, ImageUsages, type UsageCheck } from './image-usages.tsx';

/**
 * Deletes a picture after asking, showing where it is used. That check is the confirmation's
 * own data, not the page's: the click that opens the confirmation starts it.
 */
export function ImageDeleteButton({ image, onDeleted }: { image: ImageRecord; onDeleted: () => void }) {
  const api = imageLibraryApi(useAdminApi());
  const [check, setCheck] = useState<Promise<UsageCheck> | null>(null);
  return (
    <ConfirmDeleteButton
      itemLabel={`the picture "${image.fileName}"`}
      onOpen={() => setCheck(checkUsages(api.usages(image.id)))}
      details={
        check !== null && (
          <Suspense fallback={<Loader size="sm" aria-label="Checking where the picture is used" />}>
            <ImageUsages check={check} />
          </Suspense>
        )
      }
      failureMessage="The picture was not deleted"
      onConfirm={async () => {
        await api.remove(image.id);
        onDeleted();
      }}
    />
  );
}
