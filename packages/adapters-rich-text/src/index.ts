export { SanitizeHtmlRichTextSanitizer } from './sanitize-html-rich-text-sanitizer.ts';
