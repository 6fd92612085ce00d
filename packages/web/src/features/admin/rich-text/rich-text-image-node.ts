import { richTextAttributes } from '@app/domain';
import Image from '@tiptap/extension-image';
import { NodeSelection } from '@tiptap/pm/state';

/** `data-alt="library"`: the picture follows the library's alt text (ADR 0045); the editor keeps the mark as it is. */
const IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height', 'data-alt'] as const;

/** The attributes of an `<img>` the rich-text policy keeps, or null when the policy would remove the picture. */
function policyAttributes(element: HTMLElement): Record<string, string> | null {
  const given = Object.fromEntries(
    IMAGE_ATTRIBUTES.flatMap((name) => {
      const value = element.getAttribute(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  return richTextAttributes('img', given);
}

/**
 * A picture in running text (inline, so a picture inside a paragraph or a link stays where it is) with exactly the
 * attributes the domain's rich-text policy keeps: src, alt, width, height and the library-alt mark. A picture the
 * policy would remove (no alt text, an address that is not allowed) is not taken in, as the server would drop it on
 * save.
 *
 * Enter with a picture chosen (clicked, or reached by the caret: Ctrl+End in a paragraph that ends with a picture may
 * choose it) starts a new line after the picture instead of replacing the picture with one.
 */
export const RichTextImage = Image.extend({
  // Before the editor's own Enter (which replaces whatever is chosen), so the shortcut below is asked first.
  priority: 1000,
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        return editor.chain().setTextSelection(selection.to).splitBlock().run();
      },
    };
  },
  addAttributes() {
    return Object.fromEntries(
      IMAGE_ATTRIBUTES.map((name) => [
        name,
        {
          default: null,
          parseHTML: (element: HTMLElement) => policyAttributes(element)?.[name] ?? null,
        },
      ]),
    );
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element: HTMLElement) => (policyAttributes(element) === null ? false : null) },
    ];
  },
}).configure({ inline: true, allowBase64: false });
