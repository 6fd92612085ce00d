import type { ListingMedia } from '@app/domain';
import type { Random } from './prng.ts';

/** The scenes of demo listing photos. */
const LISTING_SCENES = [
  'exterior',
  'aerial',
  'pool',
  'lanai',
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'water-view',
  'community',
] as const;
type ListingScene = (typeof LISTING_SCENES)[number];

/** The scenes of the site's own pictures: agents' portraits, a beach with its pier, a historic landmark. */
export const CONTENT_SCENES = ['portrait', 'pier', 'landmark'] as const;

/** Every picture scene the demo media server can draw. */
export const MEDIA_SCENES = [...LISTING_SCENES, ...CONTENT_SCENES] as const;
export type MediaScene = (typeof MEDIA_SCENES)[number];

/** How many variants of each scene the media server draws (`/media/demo/{scene}/{1..n}.svg`). */
export const MEDIA_VARIANTS = 400;

const CAPTIONS: Readonly<Record<ListingScene, readonly string[]>> = {
  exterior: ['Front exterior', 'Welcome home', 'Curb appeal', 'Front elevation at dusk'],
  aerial: ['Aerial view', 'Aerial view of the neighborhood', 'Drone view of the property'],
  pool: ['Heated pool and spa', 'Private pool', 'Pool deck with sun shelf'],
  lanai: ['Screened lanai', 'Covered lanai with outdoor kitchen', 'Outdoor living'],
  living: ['Great room', 'Living room', 'Open living and dining area'],
  kitchen: ["Chef's kitchen", 'Kitchen with island', 'Kitchen and breakfast nook'],
  bedroom: ['Primary suite', 'Guest bedroom', 'Bedroom'],
  bathroom: ['Primary bath', 'Guest bath', 'Spa-like bath'],
  'water-view': ['Water view', 'Sunset over the water', 'View from the dock'],
  community: ['Community clubhouse', 'Community amenities', 'Neighborhood park'],
};

/** What the pictures may show, from the facts of the listing. */
export interface MediaFacts {
  readonly listingKey: string;
  readonly land: boolean;
  readonly waterfront: boolean;
  readonly pool: boolean;
}

function scenesFor(facts: MediaFacts, count: number, random: Random): ListingScene[] {
  const extras: ListingScene[] = facts.land
    ? ['aerial', 'community']
    : ['aerial', 'lanai', 'living', 'kitchen', 'bedroom', 'bathroom', 'community'];
  if (facts.waterfront) extras.push('water-view');
  if (facts.pool && !facts.land) extras.push('pool');
  const chosen: ListingScene[] = [];
  for (let index = 1; index < count; index += 1) chosen.push(random.pick(extras));
  return ['exterior', ...chosen.sort((a, b) => LISTING_SCENES.indexOf(a) - LISTING_SCENES.indexOf(b))];
}

/** Between 5 and 12 photos, exterior first, ordered from 1, each pointing at a drawn demo picture. */
export function drawMedia(facts: MediaFacts, random: Random): ListingMedia[] {
  return scenesFor(facts, random.int(5, 12), random).map((scene, index) => ({
    MediaKey: `${facts.listingKey}-M${String(index + 1).padStart(2, '0')}`,
    MediaURL: `/media/demo/${scene}/${random.int(1, MEDIA_VARIANTS)}.svg`,
    Order: index + 1,
    MediaCategory: 'Photo',
    ShortDescription: random.pick(CAPTIONS[scene]),
  }));
}
