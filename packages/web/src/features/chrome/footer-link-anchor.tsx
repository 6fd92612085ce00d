import { Link } from '@tanstack/react-router';
import type { FooterLink } from '@app/domain';

/** A footer link: internal paths go through the router, anything else is a plain anchor. */
export function FooterLinkAnchor({
  link,
  className,
}: {
  link: Pick<FooterLink, 'link_text' | 'link_url'>;
  className?: string;
}) {
  if (link.link_url.startsWith('/')) {
    return (
      <Link to={link.link_url} className={className}>
        {link.link_text}
      </Link>
    );
  }
  const external = /^https?:/i.test(link.link_url);
  return (
    <a
      href={link.link_url}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.link_text}
    </a>
  );
}
