import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions.ts';
import { editorHtmlToBody } from './rich-text-html.ts';
import { RichTextLinkDialog } from './rich-text-link-dialog.tsx';
import { RichTextPictureDialogs, type PictureDialog } from './rich-text-picture-dialogs.tsx';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import classes from './rich-text-field.module.css';

/** How the editing area is named and described to assistive technology. */
export interface EditorAccessibility {
  readonly labelId: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
}

interface VisualEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly a11y: EditorAccessibility;
}

function editingAreaAttributes({
  labelId,
  describedBy,
  invalid,
  required,
}: EditorAccessibility): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': String(invalid),
    'aria-required': String(required),
    ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
  };
}

/**
 * The what-you-see editor (Tiptap through @mantine/tiptap). Its HTML goes to `onChange` as typed;
 * a value changed from outside (a record loaded, a form reset) replaces the content. Links are picked in a dialog
 * (the site's pages, or any address); pictures come from the image library, and a picture double-clicked (or
 * selected, then "Edit picture") opens its alt text and size.
 */
export function VisualEditor({ value, onChange, a11y }: VisualEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const lastEmitted = useRef(value);
  const [picture, setPicture] = useState<PictureDialog>(null);
  const [linking, setLinking] = useState(false);
  const { labelId, describedBy, invalid, required } = a11y;
  const editorProps = useMemo(
    () => ({
      attributes: editingAreaAttributes({ labelId, describedBy, invalid, required }),
      handleDoubleClickOn: (_view: unknown, _pos: number, node: { type: { name: string } }) => {
        if (node.type.name !== 'image') return false;
        setPicture('edit');
        return true;
      },
    }),
    [labelId, describedBy, invalid, required],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const body = editorHtmlToBody(updated.getHTML());
      lastEmitted.current = body;
      onChangeRef.current(body);
    },
  });

  useEffect(() => {
    if (editor === null || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <RichTextEditor editor={editor} className={classes.editor} data-invalid={invalid || undefined}>
        <RichTextToolbar
          onLink={() => setLinking(true)}
          onInsertPicture={() => setPicture('insert')}
          onEditPicture={() => setPicture('edit')}
        />
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      {linking && editor !== null && <RichTextLinkDialog editor={editor} onClose={() => setLinking(false)} />}
      <RichTextPictureDialogs editor={editor} open={picture} onClose={() => setPicture(null)} />
    </>
  );
}
