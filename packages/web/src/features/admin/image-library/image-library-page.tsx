import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_LONG_SIDE,
  IMAGE_MAX_UPLOAD_BYTES,
  formatByteSize,
  shrunkMessage,
  type ImageRecord,
} from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { notifySuccess } from '../kit/notify.ts';
import { loadAdminList, type AdminListSpec } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { EditAltDialog } from './edit-alt-dialog.tsx';
import { ImageBrowser } from './image-browser.tsx';
import { ImageDetails } from './image-details.tsx';
import { IMAGES_PATH } from './image-library-api.ts';
import { ImageDeleteButton } from './image-delete-button.tsx';
import { UploadQueueList } from './upload-queue-list.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

const IMAGES: AdminListSpec = { path: IMAGES_PATH, sort: 'createdAt', direction: 'desc', perPage: 24 };

/** The route's loader: the page of pictures the address asks for. */
export const loadPage = (async ({ api, search }) => ({
  list: await loadAdminList<ImageRecord>(api, IMAGES, search),
})) satisfies AdminPageLoader<unknown>;

/** `/admin/image-library`: upload (drag and drop, progress, per-file errors), find, describe and delete the site's
 * pictures. */
export default function ImageLibraryPage() {
  const list = useRouteAdminList(IMAGES, useAdminPageData<typeof loadPage>().list);
  const queue = useUploadQueue((image) => {
    const shrunk =
      image.shrunkFrom === undefined ? '' : ` ${shrunkMessage(image.shrunkFrom.byteSize, image.byteSize)}.`;
    notifySuccess(`Uploaded "${image.fileName}".${shrunk}`);
    list.reload();
  });
  const [editing, setEditing] = useState<ImageRecord | null>(null);
  const [details, setDetails] = useState<ImageRecord | null>(null);

  return (
    <AdminPage
      title="Image Library"
      description={`The pictures the site's pages use. Add pictures up to ${formatByteSize(IMAGE_MAX_UPLOAD_BYTES)}: one over ${formatByteSize(IMAGE_MAX_BYTES)} or ${IMAGE_MAX_LONG_SIDE} pixels is shrunk to fit. Each is kept with WebP copies from 320 to 1920 pixels wide, so pages load the size they need. Click a picture for its details and addresses.`}
    >
      <Stack gap="sm">
        <UploadZone onFiles={queue.add} />
        <UploadQueueList queue={queue} />
      </Stack>
      <ImageBrowser
        list={list}
        onOpen={setDetails}
        actions={(image) => (
          <>
            <Button
              size="xs"
              variant="light"
              onClick={() => setDetails(image)}
              aria-label={`Details of ${image.fileName}`}
            >
              Details
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(image)}
              aria-label={`Edit alt text of ${image.fileName}`}
            >
              Edit alt text
            </Button>
            <ImageDeleteButton image={image} onDeleted={list.reload} />
          </>
        )}
      />
      {details !== null && (
        <ImageDetails image={details} onClose={() => setDetails(null)} onEditAlt={setEditing} onDeleted={list.reload} />
      )}
      {editing !== null && (
        <EditAltDialog
          image={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setDetails((open) => (open?.id === saved.id ? saved : open));
            list.reload();
          }}
        />
      )}
    </AdminPage>
  );
}
