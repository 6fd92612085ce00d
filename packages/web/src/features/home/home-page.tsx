import { getRouteApi } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useStores } from '../../app/services-context.tsx';
import { AreasWeServe } from './areas-we-serve.tsx';
import { ContactCallToAction } from './contact-call-to-action.tsx';
import { FeaturedListings } from './featured-listings.tsx';
import { HomeCommunities } from './home-communities.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomePromo } from './home-promo.tsx';
import { HomeTestimonials } from './home-testimonials.tsx';
import { LatestArticles } from './latest-articles.tsx';

const route = getRouteApi('/');

/**
 * The home page: banner hero with quick search, featured listings, communities, the home-promo
 * banner, testimonials, latest articles, the areas served and a call to action.
 */
export default function HomePage() {
  const { settings } = useSnapshot(useStores().site.state);
  const { hero, promo, communities, testimonials, agents, articles } = route.useLoaderData();
  return (
    <>
      <HomeHero teamName={settings?.teamName ?? 'The Palmetto Team'} banner={hero} />
      <FeaturedListings />
      <HomeCommunities communities={communities} />
      <HomePromo banner={promo} />
      <HomeTestimonials testimonials={testimonials} agents={agents} />
      <LatestArticles articles={articles} />
      <AreasWeServe />
      {settings && <ContactCallToAction settings={settings} />}
    </>
  );
}
