import type { ContentEntity, Picture } from './content-entity.ts';

/** What a community offers, as short phrases. */
export interface CommunityHighlights {
  readonly amenities: readonly string[];
  readonly schools: readonly string[];
  readonly lifestyle: readonly string[];
}

/** A neighbourhood or town the team writes about, shown at /communities/{slug}. */
export interface Community extends ContentEntity {
  readonly slug: string;
  readonly name: string;
  readonly city: string;
  /** One or two sentences for cards and the page description. */
  readonly summary: string;
  /** Sanitized rich text (HTML). */
  readonly body: string;
  readonly hero: Picture;
  /** The MLS SubdivisionName values the community covers (its listings and statistics). */
  readonly subdivisions: readonly string[];
  readonly highlights: CommunityHighlights;
  readonly latitude: number;
  readonly longitude: number;
  readonly published: boolean;
  readonly sortOrder: number;
}

/**
 * A community's place in a page title: `Pelican Bay, Naples`; a community that is a whole city (Naples) is written
 * `Naples, Florida`, never `Naples, Naples`.
 */
export function communityPlaceName(community: Pick<Community, 'name' | 'city'>): string {
  const sameAsCity =
    community.name.trim().toLocaleLowerCase('en-US') === community.city.trim().toLocaleLowerCase('en-US');
  return `${community.name}, ${sameAsCity ? 'Florida' : community.city}`;
}
