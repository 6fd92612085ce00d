import type { Community } from '@app/domain';
import { HOMES_FOR_SALE_ID } from './community-listings-section.tsx';
import { ButtonAnchor } from '../../ui/button.tsx';
import container from '../chrome/container.module.css';
import classes from './community-hero.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

/**
 * The community's picture across the page under the transparent top bar, darkened so the white
 * name and summary stay readable, with the way down to its homes for sale.
 */
export function CommunityHero({ community }: { community: Pick<Community, 'name' | 'city' | 'summary' | 'hero'> }) {
  return (
    <section className={classes.hero}>
      <PictureImage className={classes.image} picture={community.hero} width={1600} height={900} fetchPriority="high" />
      <div className={classes.shade} />
      <div className={`${container.container} ${classes.content}`}>
        <p className={classes.eyebrow}>{community.city}, Florida</p>
        <h1 className={classes.title}>{community.name}</h1>
        <p className={classes.summary}>{community.summary}</p>
        <ButtonAnchor href={`#${HOMES_FOR_SALE_ID}`} size="md" color="coral" className={classes.action}>
          Homes for sale in {community.name}
        </ButtonAnchor>
      </div>
    </section>
  );
}
