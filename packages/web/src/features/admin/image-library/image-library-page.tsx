import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_MAX_BYTES, formatByteSize, type ImageRecord } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { notifySuccess } from '../kit/notify.ts';
import { useAdminList } from '../kit/use-admin-list.ts';
import { EditAltDialog } from './edit-alt-dialog.tsx';
import { ImageBrowser } from './image-browser.tsx';
import { IMAGES_PATH, imageLibraryApi } from './image-library-api.ts';
import { ImageUsages } from './image-usages.tsx';
import { UploadQueueList } from './upload-queue-list.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

/** `/admin/image-library`: upload (drag and drop, progress, per-file errors), find, describe and delete the site's pictures. */
export default function ImageLibraryPage() {
  const api = imageLibraryApi(useAdminApi());
  const list = useAdminList<ImageRecord>(IMAGES_PATH, { sort: 'createdAt', direction: 'desc', perPage: 24 });
  const queue = useUploadQueue((image) => {
    notifySuccess(`Uploaded "${image.fileName}".`);
    list.reload();
  });
  const [editing, setEditing] = useState<ImageRecord | null>(null);

  return (
    <AdminPage
      title="Image Library"
      description={`The pictures the site's pages use. Each upload (up to ${formatByteSize(IMAGE_MAX_BYTES)}) is kept with WebP copies from 320 to 1920 pixels wide, so pages load the size they need.`}
    >
      <Stack gap="sm">
        <UploadZone onFiles={queue.add} />
        <UploadQueueList queue={queue} />
      </Stack>
      <ImageBrowser
        list={list}
        actions={(image) => (
          <>
            <Button size="xs" variant="light" onClick={() => setEditing(image)} aria-label={`Edit alt text of ${image.fileName}`}>
              Edit alt text
            </Button>
            <ConfirmDeleteButton
              itemLabel={`the picture "${image.fileName}"`}
              details={<ImageUsages imageId={image.id} />}
              failureMessage="The picture was not deleted"
              onConfirm={async () => {
                await api.remove(image.id);
                list.reload();
              }}
            />
          </>
        )}
      />
      {editing !== null && <EditAltDialog image={editing} onClose={() => setEditing(null)} onSaved={() => list.reload()} />}
    </AdminPage>
  );
}
