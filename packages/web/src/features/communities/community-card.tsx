import { Link } from '@tanstack/react-router';
import { formatPrice } from '../listings/format.ts';
import type { CommunityCardData } from './load-communities.ts';
import linked from '../cards/linked-card.module.css';
import classes from './community-card.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

function forSaleLine({ homesForSale, medianListPrice }: CommunityCardData): string {
  if (homesForSale === null) return '';
  if (homesForSale === 0) return 'No homes for sale right now';
  const homes = `${homesForSale} ${homesForSale === 1 ? 'home' : 'homes'} for sale`;
  return medianListPrice === null ? homes : `${homes} · median ${formatPrice(medianListPrice)}`;
}

/** A community in the index: hero picture, city, name (the link), summary and its homes for sale right now. */
export function CommunityCard({ card, priority = false }: { card: CommunityCardData; priority?: boolean }) {
  const { community } = card;
  const line = forSaleLine(card);
  return (
    <article className={linked.card} data-testid="community-card">
      <div className={linked.media}>
        <PictureImage
          picture={community.hero}
          width={720}
          height={450}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={classes.city}>{community.city}</span>
      </div>
      <div className={linked.body}>
        <h2 className={`${linked.title} ${classes.name}`}>
          <Link to="/communities/$slug" params={{ slug: community.slug }} className={linked.link}>
            {community.name}
          </Link>
        </h2>
        <p className={linked.text}>{community.summary}</p>
        {line !== '' && (
          <p className={classes.stat} data-testid="community-for-sale">
            {line}
          </p>
        )}
      </div>
    </article>
  );
}
