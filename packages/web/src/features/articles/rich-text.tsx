import classes from './rich-text.module.css';

/**
 * Editorial HTML (an article's or a community's body). The HTML is safe to insert as it is: the
 * content API sanitizes rich text when it is saved (the domain's rich-text policy keeps only
 * text elements, links with safe targets and pictures with alt text).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className === undefined ? classes.prose : `${classes.prose} ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
