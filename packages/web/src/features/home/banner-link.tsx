import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Banner } from '@app/domain';
import { bannerTarget } from './banner-target.ts';

/** A banner's call to action as a button: in-app navigation for site pages, a new tab for other sites; nothing without
 * a link. */
export function BannerLink({ banner, ...props }: { banner: Pick<Banner, 'linkUrl' | 'linkText'> } & ButtonProps) {
  const target = bannerTarget(banner.linkUrl);
  if (target === null || banner.linkText.trim() === '') return null;
  if (target.kind === 'external')
    return (
      <Button component="a" href={target.href} target="_blank" rel="noopener noreferrer" {...props}>
        {banner.linkText}
      </Button>
    );
  return (
    <Button renderRoot={(root) => <Link {...root} to={target.to} search={target.search} />} {...props}>
      {banner.linkText}
    </Button>
  );
}
