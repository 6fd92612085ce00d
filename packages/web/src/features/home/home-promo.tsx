import type { Banner } from '@app/domain';
import { PlainBannerLink } from './plain-banner-link.tsx';
import classes from './home-sections.module.css';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';
import { PictureImage } from '../../ui/picture-image.tsx';

/** The home-promo banner: its picture beside its title, words and link. */
export function HomePromo({ banner }: { banner: Banner | null }) {
  if (banner === null) return null;
  return (
    <section
      className={`${classes.container} ${classes.promoSection} ${DEFERRED_RENDER}`}
      aria-labelledby="home-promo-title"
    >
      <div className={classes.promo}>
        <PictureImage
          picture={banner.image}
          width={960}
          height={640}
          loading="lazy"
          decoding="async"
          className={classes.promoPicture}
        />
        <div className={classes.promoText}>
          <h2 id="home-promo-title" className={`${classes.subheading} ${classes.promoTitle}`}>
            {banner.title}
          </h2>
          {banner.subtitle && <p className={`${classes.largeText} ${classes.promoSubtitle}`}>{banner.subtitle}</p>}
          <div>
            <PlainBannerLink banner={banner} color="coral" size="md" />
          </div>
        </div>
      </div>
    </section>
  );
}
