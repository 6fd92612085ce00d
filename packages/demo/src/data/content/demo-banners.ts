import type { BannerFields } from '@app/domain';
import { demoPicture } from './demo-picture.ts';

const ALWAYS = { startsAt: null, endsAt: null, enabled: true } as const;

/**
 * The demo banners: two home heroes, two home promotions (one scheduled for spring 2027, so it is
 * not shown yet), one above the search results, and one holiday banner whose dates have passed.
 * Links are saved searches (docs/help/search-url-filtering.md).
 */
export const DEMO_BANNERS: readonly BannerFields[] = [
  {
    placement: 'home-hero',
    title: 'Life on the Gulf starts here',
    subtitle: 'Waterfront homes in Naples, from bayfront cottages to estates on Gordon Pass, updated every day.',
    image: demoPicture(
      'pier',
      7,
      'A long wooden pier running out into the Gulf from a sandy beach at sunset, a palm tree in the foreground',
    ),
    linkUrl: '/search?city=Naples&waterfront=1&sort=price-desc',
    linkText: 'See waterfront homes',
    ...ALWAYS,
    sortOrder: 1,
  },
  {
    placement: 'home-hero',
    title: 'Golf, lakes and sunsets in Estero',
    subtitle: 'Club communities between Naples and Fort Myers, from $750,000 to $2,000,000.',
    image: demoPicture(
      'community',
      7,
      'A country-club clubhouse with a clay-tile roof and palms, seen across a golf course with a lake and fountain',
    ),
    linkUrl: '/search?city=Estero&minPrice=750000&maxPrice=2000000',
    linkText: 'Explore Estero',
    ...ALWAYS,
    sortOrder: 2,
  },
  {
    placement: 'home-promo',
    title: 'Thinking of selling before season?',
    subtitle:
      'Buyers arrive in January. Ask for a free pricing review and a preparation plan now, and be ready when they do.',
    image: demoPicture('lanai', 25, 'A screened lanai with outdoor furniture overlooking a pool'),
    linkUrl: '/sell',
    linkText: 'Ask for a pricing review',
    ...ALWAYS,
    sortOrder: 1,
  },
  {
    placement: 'home-promo',
    title: 'Spring open house weekend',
    subtitle: 'More than forty Naples homes open on the first weekend of March. Plan your route.',
    image: demoPicture(
      'exterior',
      57,
      'Front of a single-story home with dark shutters and palms in the evening light',
    ),
    linkUrl: '/search?city=Naples&openHouse=1',
    linkText: 'See the open houses',
    startsAt: '2027-02-22T05:00:00.000Z',
    endsAt: '2027-03-08T05:00:00.000Z',
    enabled: true,
    sortOrder: 2,
  },
  {
    placement: 'search-top',
    title: 'New price reductions this week',
    subtitle: 'Every listing whose price went down, newest first.',
    image: demoPicture('aerial', 47, 'Aerial view of homes along a canal with boats at their docks'),
    linkUrl: '/search?reduced=1&sort=reduced',
    linkText: 'See reduced homes',
    ...ALWAYS,
    sortOrder: 1,
  },
  {
    placement: 'home-promo',
    title: 'Happy holidays from the Palmetto Team',
    subtitle: 'Join us for the Naples Bay boat parade; we will be on the water.',
    image: demoPicture('water-view', 123, 'Sunset over the Gulf from a beach with an umbrella and two chairs'),
    linkUrl: '/resources/events-and-fun-facts/year-of-southwest-florida-events',
    linkText: 'See the events calendar',
    startsAt: '2025-12-01T05:00:00.000Z',
    endsAt: '2025-12-26T05:00:00.000Z',
    enabled: true,
    sortOrder: 3,
  },
];
