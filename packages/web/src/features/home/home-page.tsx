import { useSnapshot } from 'valtio';
import { useStores } from '../../app/services-context.tsx';
import { AreasWeServe } from './areas-we-serve.tsx';
import { ContactCallToAction } from './contact-call-to-action.tsx';
import { FeaturedListings } from './featured-listings.tsx';
import { HomeHero } from './home-hero.tsx';

/** The home page: hero with quick search, featured listings, the areas served and a call to action. */
export default function HomePage() {
  const { settings } = useSnapshot(useStores().site.state);
  return (
    <>
      <HomeHero teamName={settings?.teamName ?? 'The Palmetto Team'} />
      <FeaturedListings />
      <AreasWeServe />
      {settings && <ContactCallToAction settings={settings} />}
    </>
  );
}
