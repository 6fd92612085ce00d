import { useCallback, useEffect, useRef, useState } from 'react';
import { ValidationError, shrunkMessage, smallPictureWarning, type UploadedImage } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import { imageLibraryApi } from './image-library-api.ts';
import { fileIssues, pictureSize, uploadIssues } from './upload-checks.ts';

/** One file waiting for, going through or done with its upload. */
export interface QueuedUpload {
  readonly id: string;
  readonly file: File;
  readonly previewUrl: string;
  readonly alt: string;
  readonly status: 'ready' | 'uploading' | 'done' | 'failed';
  /** From 0 to 1 while uploading. */
  readonly progress: number;
  /** What is wrong with the file (format, size, the server's answer). */
  readonly fileError: string | null;
  readonly altError: string | null;
  /** A picture accepted but too small to look sharp on a large screen ("Small picture: 320 × 240 px; …"). */
  readonly warning: string | null;
  /** What the server did to it on the way in ("Shrunk from 23.4 MB to 3.1 MB"). */
  readonly notice: string | null;
}

let sequence = 0;

function issueMessages(issues: readonly { field: string; message: string }[]) {
  return {
    fileError: issues.find((issue) => issue.field !== 'alt')?.message ?? null,
    altError: issues.find((issue) => issue.field === 'alt')?.message ?? null,
  };
}

/**
 * The files a person chose or dropped, each with its own alt text, progress and errors. A file
 * is checked by the server's rules as soon as it is added (size, format by content; a small
 * picture is warned about) and again with its alt text before it is sent; the server's answer
 * is shown next to that file (a shrunk upload says from what size); the others go on.
 */
export function useUploadQueue(onUploaded: (image: UploadedImage) => void) {
  const api = imageLibraryApi(useAdminApi());
  const [items, setItems] = useState<QueuedUpload[]>([]);
  // The latest items for event handlers and the cleanup on leaving (object URLs are freed then).
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const patch = useCallback(
    (id: string, change: Partial<QueuedUpload>) =>
      setItems((old) => old.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.previewUrl)), []);

  /** The file's own problems and its size, shown next to it at once (before Upload is pressed). */
  const checkOnAdd = useCallback(
    async (item: QueuedUpload) => {
      const issues = await fileIssues(item.file);
      if (issues.length > 0) return patch(item.id, issueMessages(issues));
      const size = await pictureSize(item.previewUrl);
      if (size !== null) patch(item.id, { warning: smallPictureWarning(size) });
    },
    [patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): QueuedUpload => {
        sequence += 1;
        return {
          id: `upload-${sequence}`,
          file,
          previewUrl: URL.createObjectURL(file),
          alt: '',
          status: 'ready',
          progress: 0,
          fileError: null,
          altError: null,
          warning: null,
          notice: null,
        };
      });
      setItems((old) => [...old, ...added]);
      for (const item of added) void checkOnAdd(item);
    },
    [checkOnAdd],
  );

  const drop = useCallback((leaving: (item: QueuedUpload) => boolean) => {
    itemsRef.current.filter(leaving).forEach((item) => URL.revokeObjectURL(item.previewUrl));
    setItems((old) => old.filter((item) => !leaving(item)));
  }, []);

  async function uploadOne(item: QueuedUpload): Promise<void> {
    const issues = await uploadIssues(item.file, item.alt);
    if (issues.length > 0) return patch(item.id, { status: 'failed', ...issueMessages(issues) });
    patch(item.id, { status: 'uploading', progress: 0, fileError: null, altError: null });
    try {
      const image = await api.upload(item.file, item.alt, (progress) => patch(item.id, { progress }));
      patch(item.id, {
        status: 'done',
        progress: 1,
        warning: smallPictureWarning(image),
        notice: image.shrunkFrom === undefined ? null : shrunkMessage(image.shrunkFrom.byteSize, image.byteSize),
      });
      onUploaded(image);
    } catch (error) {
      const messages =
        error instanceof ValidationError
          ? issueMessages(error.issues)
          : { fileError: failureMessage(error, 'The upload failed'), altError: null };
      patch(item.id, { status: 'failed', progress: 0, ...messages });
    }
  }

  return {
    items,
    add,
    remove: (id: string) => drop((item) => item.id === id),
    setAlt: (id: string, alt: string) => patch(id, { alt, altError: null }),
    upload: (id: string) => {
      const item = itemsRef.current.find((each) => each.id === id);
      return item === undefined ? Promise.resolve() : uploadOne(item);
    },
    uploadAll: () =>
      Promise.all(
        itemsRef.current.filter((item) => item.status === 'ready' || item.status === 'failed').map(uploadOne),
      ).then(() => undefined),
    clearDone: () => drop((item) => item.status === 'done'),
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
