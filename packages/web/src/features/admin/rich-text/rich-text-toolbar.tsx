import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink, IconPhotoEdit, IconPhotoPlus } from '@tabler/icons-react';
import { useEditorState } from '@tiptap/react';

interface RichTextToolbarProps {
  /** Opens the link dialog (add, change or remove the link at the selection). */
  readonly onLink: () => void;
  /** Opens the image library to insert a picture at the cursor. */
  readonly onInsertPicture: () => void;
  /** Opens the selected picture's alt text and size. */
  readonly onEditPicture: () => void;
}

const ICON = { size: 16, stroke: 1.5, 'aria-hidden': true } as const;

/** The editor's own controls: the link picker and the pictures. */
function LinkAndPictureControls({ onLink, onInsertPicture, onEditPicture }: RichTextToolbarProps) {
  const { editor } = useRichTextEditorContext();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      link: current !== null && !current.isDestroyed && current.isActive('link'),
      picture: current !== null && !current.isDestroyed && current.isActive('image'),
    }),
  });
  return (
    <>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Control
          aria-label="Link"
          title="Link"
          onClick={onLink}
          active={state?.link ?? false}
          disabled={editor === null}
        >
          <IconLink {...ICON} />
        </RichTextEditor.Control>
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Control
          aria-label="Insert picture"
          title="Insert picture"
          onClick={onInsertPicture}
          disabled={editor === null}
        >
          <IconPhotoPlus {...ICON} />
        </RichTextEditor.Control>
        <RichTextEditor.Control
          aria-label="Edit picture"
          title={state?.picture === true ? 'Edit picture' : 'Edit picture (select a picture first)'}
          onClick={onEditPicture}
          disabled={state?.picture !== true}
        >
          <IconPhotoEdit {...ICON} />
        </RichTextEditor.Control>
      </RichTextEditor.ControlsGroup>
    </>
  );
}

/** The editor's tools: headings, inline styles, lists and quotes, links, pictures, undo and redo. */
export function RichTextToolbar(props: RichTextToolbarProps) {
  return (
    <RichTextEditor.Toolbar>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
        <RichTextEditor.Hr />
      </RichTextEditor.ControlsGroup>
      <LinkAndPictureControls {...props} />
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
