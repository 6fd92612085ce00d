import { Link } from '@tanstack/react-router';
import type { Banner } from '@app/domain';
import { bannerTarget } from '../home/banner-target.ts';
import { ButtonContent } from './search-ui.tsx';
import css from './search-banner.module.css';
import ui from './search-ui.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

/**
 * The banner's call to action as a filled button (beside the words from the xs breakpoint, full
 * width below them on a narrow phone): in-app navigation for site pages, a new tab for other
 * sites; nothing without a link.
 */
function BannerButton({ banner, wide }: { banner: Banner; wide: boolean }) {
  const target = bannerTarget(banner.linkUrl);
  if (target === null || banner.linkText.trim() === '') return null;
  const look = {
    className: wide ? `${ui.button} ${css.bannerWideLink} ${ui.hiddenFromXs}` : `${ui.button} ${ui.visibleFromXs}`,
    'data-size': 'sm',
    'data-block': wide ? true : undefined,
  };
  const label = <ButtonContent>{banner.linkText}</ButtonContent>;
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" {...look}>
        {label}
      </a>
    );
  return (
    <Link to={target.to} search={target.search} {...look}>
      {label}
    </Link>
  );
}

/** The search-top banner: a slim strip above the results with its picture, words and link. */
export function SearchBanner({ banner }: { banner: Banner | null }) {
  if (banner === null) return null;
  return (
    <section className={css.banner} aria-label={banner.title}>
      <div className={css.bannerRow}>
        <PictureImage className={css.bannerImage} picture={banner.image} width={120} height={72} />
        <div className={css.bannerWords}>
          <p className={css.bannerTitle}>{banner.title}</p>
          {banner.subtitle !== '' && <p className={css.bannerSubtitle}>{banner.subtitle}</p>}
        </div>
        <BannerButton banner={banner} wide={false} />
      </div>
      <BannerButton banner={banner} wide />
    </section>
  );
}
