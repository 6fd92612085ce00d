import { isRichTextLink } from '@app/domain';
import { Link } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';
import { RichTextImage } from './rich-text-image-node.ts';

/**
 * What the visual editor can write: the part of the domain's rich-text policy an editor needs
 * every day (headings h2 to h4, paragraphs, bold, italic, lists, quotes, rules, line breaks,
 * links and pictures). Links must pass the policy's target rule; their `rel` is left to the server, which sets
 * it on links leaving the site when it sanitizes the body. Pictures keep only the policy's attributes.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    HTMLAttributes: { target: null, rel: null },
    isAllowedUri: (url) => isRichTextLink(url),
  }),
  RichTextImage,
];
