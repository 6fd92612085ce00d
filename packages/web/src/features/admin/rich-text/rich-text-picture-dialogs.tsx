import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import {
  bodyPictureAltMark,
  libraryImageId,
  richTextImage,
  richTextImageSizeOf,
  imageDisplayUrl,
  type ImageRecord,
  type RichTextImageSize,
} from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { PickerDialog } from '../image-library/image-picker.tsx';
import { IMAGES_PATH } from '../image-library/image-library-api.ts';
import { PictureDetailsDialog, type PictureDetails } from './picture-details-dialog.tsx';

/** Which picture dialog is open over the editor. */
export type PictureDialog = 'insert' | 'edit' | null;

/** How an inserted picture is sized unless the editor chooses otherwise. */
const DEFAULT_SIZE: RichTextImageSize = 'full';

/** Chooses a library picture (or uploads one into the library), then its alt text and size, and inserts it. */
function InsertPicture({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [chosen, setChosen] = useState<ImageRecord | null>(null);
  if (chosen === null) return <PickerDialog onPick={setChosen} onClose={onClose} />;
  return (
    <PictureDetailsDialog
      title={`Insert "${chosen.fileName}"`}
      previewSrc={imageDisplayUrl(chosen)}
      image={chosen}
      initial={{ alt: chosen.alt, size: DEFAULT_SIZE }}
      submitLabel="Insert picture"
      onBack={() => setChosen(null)}
      onClose={onClose}
      onSubmit={({ alt, size }) => {
        editor
          .chain()
          .focus()
          // Written with the library's description, the picture follows later edits of it (ADR 0045).
          .setImage({ ...richTextImage(chosen, size ?? DEFAULT_SIZE, alt), ...bodyPictureAltMark(chosen.alt, alt) })
          .run();
        onClose();
      }}
    />
  );
}

/** The library picture a picture address is a file of, once loaded; null while loading or when it is none. */
function useLibraryImage(src: string): { image: ImageRecord | null; loading: boolean } {
  const api = useAdminApi();
  const id = libraryImageId(src);
  const [answer, setAnswer] = useState<{ id: string; image: ImageRecord | null } | null>(null);
  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    api.get<ImageRecord>(`${IMAGES_PATH}/${id}`).then(
      (image) => current && setAnswer({ id, image }),
      () => current && setAnswer({ id, image: null }),
    );
    return () => {
      current = false;
    };
  }, [api, id]);
  if (id === null) return { image: null, loading: false };
  return answer?.id === id ? { image: answer.image, loading: false } : { image: null, loading: true };
}

/** Edits the selected picture's alt text and size, or removes it. */
function EditPicture({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const attributes = editor.getAttributes('image') as { src?: string; alt?: string; width?: string | number | null };
  const src = attributes.src ?? '';
  const { image, loading } = useLibraryImage(src);
  if (loading) return null;
  const width = Number(attributes.width ?? NaN);
  const size = image === null || !Number.isInteger(width) ? null : richTextImageSizeOf(image, width);
  const save = ({ alt, size: chosen }: PictureDetails) => {
    const mark = image === null ? {} : bodyPictureAltMark(image.alt, alt);
    const changes =
      image === null || chosen === null ? { alt, ...mark } : { ...richTextImage(image, chosen, alt), ...mark };
    const { selection } = editor.state;
    const chain = editor.chain().focus().updateAttributes('image', changes);
    // The picture stays selected, so it can be edited again or deleted at once.
    if (selection instanceof NodeSelection) chain.setNodeSelection(selection.from);
    chain.run();
    onClose();
  };
  return (
    <PictureDetailsDialog
      title="Edit picture"
      previewSrc={src}
      image={image}
      initial={{ alt: attributes.alt ?? '', size }}
      submitLabel="Save picture"
      onClose={onClose}
      onSubmit={save}
      onRemove={() => {
        editor.chain().focus().deleteSelection().run();
        onClose();
      }}
    />
  );
}

/** The picture dialog that is open over the editor, if any. */
export function RichTextPictureDialogs({
  editor,
  open,
  onClose,
}: {
  editor: Editor | null;
  open: PictureDialog;
  onClose: () => void;
}) {
  if (editor === null || open === null) return null;
  return open === 'insert' ? (
    <InsertPicture editor={editor} onClose={onClose} />
  ) : (
    <EditPicture editor={editor} onClose={onClose} />
  );
}
