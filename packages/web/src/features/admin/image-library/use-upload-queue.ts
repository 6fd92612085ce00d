import { useCallback, useEffect, useRef, useState } from 'react';
import { ValidationError, type ImageRecord } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import { imageLibraryApi } from './image-library-api.ts';
import { uploadIssues } from './upload-checks.ts';

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
 * is checked by the server's rules before it is sent (size, format by content, alt text) and the
 * server's answer is shown next to that file; the others go on.
 */
export function useUploadQueue(onUploaded: (image: ImageRecord) => void) {
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

  const add = useCallback((files: readonly File[]) => {
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
      };
    });
    setItems((old) => [...old, ...added]);
  }, []);

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
      patch(item.id, { status: 'done', progress: 1 });
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
