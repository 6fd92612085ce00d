import type { Banner } from '@app/domain';
import { ButtonAnchor, ButtonLink, type ButtonLook } from '../../ui/button.tsx';
import { bannerTarget } from './banner-target.ts';

/**
 * A banner's call to action as a button: in-app navigation for site pages, a new tab for other sites; nothing without
 * a link. BannerLink's twin without Mantine, for the home page; BannerLink (a Mantine Button) stays for the search
 * banner, which uses Mantine's responsive props on it.
 */
export function PlainBannerLink({ banner, ...look }: { banner: Pick<Banner, 'linkUrl' | 'linkText'> } & ButtonLook) {
  const target = bannerTarget(banner.linkUrl);
  if (target === null || banner.linkText.trim() === '') return null;
  if (target.kind === 'external')
    return (
      <ButtonAnchor href={target.href} target="_blank" rel="noopener noreferrer" {...look}>
        {banner.linkText}
      </ButtonAnchor>
    );
  return (
    <ButtonLink to={target.to} search={target.search} {...look}>
      {banner.linkText}
    </ButtonLink>
  );
}
