import type { Banner } from '@app/domain';
import heroImage from '../../assets/hero-gulf-coast.svg';
import { BRAND_BLOCK } from '../../app/brand-texts.ts';
import { PlainBannerLink } from './plain-banner-link.tsx';
import { QuickSearchForm } from './quick-search-form.tsx';
import classes from './home-hero.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

const DEFAULT_LEAD =
  'Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island and Sanibel: search every home on the market with local experts at your side.';

/**
 * The home page's opening: the current home-hero banner's picture and words (the Gulf coast at
 * golden hour when there is none), the team's promise and the quick search.
 */
export function HomeHero({ teamName, banner }: { teamName: string; banner: Banner | null }) {
  return (
    <section className={classes.hero} style={banner === null ? { backgroundImage: `url(${heroImage})` } : undefined}>
      {banner !== null && (
        <PictureImage className={classes.picture} picture={banner.image} fetchPriority="high" decoding="async" />
      )}
      <div className={classes.container}>
        <div className={classes.content}>
          <p className={classes.eyebrow}>{teamName} · Palmetto Realty Group</p>
          <h1 className={classes.title}>{BRAND_BLOCK}</h1>
          {banner !== null && <p className={classes.bannerTitle}>{banner.title}</p>}
          <p className={classes.lead}>{banner?.subtitle || DEFAULT_LEAD}</p>
          <QuickSearchForm />
          {banner !== null && (
            <div className={classes.actions}>
              <PlainBannerLink banner={banner} variant="white" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
