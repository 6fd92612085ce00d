import { Link } from '@tanstack/react-router';
import { HomeSectionHeader } from './home-section-header.tsx';
import type { CommunityTile } from './load-home-page.ts';
import classes from './home-sections.module.css';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';

/** Picture tiles of the communities the team writes about, each leading to its page (the name is the link's text; the
 * picture is decoration). */
export function HomeCommunities({ communities }: { communities: readonly CommunityTile[] }) {
  if (communities.length === 0) return null;
  return (
    <section
      className={`${classes.container} ${classes.spacious} ${DEFERRED_RENDER}`}
      aria-labelledby="home-communities-title"
    >
      <HomeSectionHeader
        id="home-communities-title"
        eyebrow="Where to live"
        title="Explore Our Communities"
        moreTo="/communities"
        moreText="All communities"
      />
      <div className={`${classes.grid} ${classes.communityGrid}`}>
        {communities.map((community) => (
          <Link key={community.id} to="/communities/$slug" params={{ slug: community.slug }} className={classes.tile}>
            <img
              src={community.heroUrl}
              alt=""
              style={{ objectPosition: community.heroPosition }}
              width={720}
              height={450}
              loading="lazy"
              decoding="async"
            />
            <span className={classes.tileText}>
              <span className={classes.tileName}>{community.name}</span>
              <span className={classes.tileCity}>{community.city}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
