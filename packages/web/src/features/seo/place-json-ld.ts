import { communityPath, type Community } from '@app/domain';
import { SCHEMA_CONTEXT, absoluteUrl, compactJsonLd, type JsonLdObject } from './json-ld.ts';

/**
 * schema.org `Place` for a community's page: name, summary, hero picture, map position, the
 * town it is in, and its amenities as features.
 */
export function communityJsonLd(community: Community, siteUrl: string): JsonLdObject {
  return compactJsonLd({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Place',
    name: community.name,
    description: community.summary,
    url: absoluteUrl(siteUrl, communityPath(community.slug)),
    image: community.hero.url === '' ? null : absoluteUrl(siteUrl, community.hero.url),
    geo: { '@type': 'GeoCoordinates', latitude: community.latitude, longitude: community.longitude },
    address: { '@type': 'PostalAddress', addressLocality: community.city, addressRegion: 'FL', addressCountry: 'US' },
    containedInPlace: community.city === '' ? null : { '@type': 'City', name: `${community.city}, FL` },
    amenityFeature: community.highlights.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenity,
      value: true,
    })),
  });
}
