import type { ListingMedia } from '@app/domain';
import type { Random } from './prng.ts';

/** The picture scenes the demo media server can draw. */
export const MEDIA_SCENES = ['exterior', 'aerial', 'pool', 'lanai', 'living', 'kitchen', 'bedroom', 'bathroom', 'water-view', 'community'] as const;
export type MediaScene = (typeof MEDIA_SCENES)[number];

/** How many variants of each scene the media server draws (`/media/demo/{scene}/{1..n}.svg`). */
export const MEDIA_VARIANTS = 400;

const CAPTIONS: Readonly<Record<MediaScene, readonly string[]>> = {
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

function scenesFor(facts: MediaFacts, count: number, random: Random): MediaScene[] {
  const extras: MediaScene[] = facts.land ? ['aerial', 'community'] : ['aerial', 'lanai', 'living', 'kitchen', 'bedroom', 'bathroom', 'community'];
  if (facts.waterfront) extras.push('water-view');
  if (facts.pool && !facts.land) extras.push('pool');
  const chosen: MediaScene[] = [];
  for (let index = 1; index < count; index += 1) chosen.push(random.pick(extras));
  return ['exterior', ...chosen.sort((a, b) => MEDIA_SCENES.indexOf(a) - MEDIA_SCENES.indexOf(b))];
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
