import { SERVICE_AREA_CITIES, type OfficeHours, type SiteSettings } from '@app/domain';
import { SCHEMA_CONTEXT, absoluteUrl, compactJsonLd, sameAs, type JsonLdObject } from './json-ld.ts';

/** The `@id` of the brokerage node, for `publisher`, `worksFor` and `parentOrganization` references. */
export function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#organization`;
}

/** The `@id` of the team node (the RealEstateAgent: the office visitors call and visit). */
export function teamId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#team`;
}

function openingHours(hours: readonly OfficeHours[]): JsonLdObject[] {
  return hours.map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...entry.days], opens: entry.opens, closes: entry.closes }));
}

/** The office address as a schema.org PostalAddress. */
export function officeAddress(settings: SiteSettings): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: settings.streetAddress,
    addressLocality: settings.city,
    addressRegion: settings.stateOrProvince,
    postalCode: settings.postalCode,
    addressCountry: 'US',
  };
}

/**
 * The site-wide structured data: the brokerage as an `Organization` (logo, phone, social
 * profiles) and the team as a `RealEstateAgent` (address, map position, opening hours, the
 * towns it serves), linked by `@id`. `logo` and `image` are site-relative or absolute URLs.
 */
export function organizationJsonLd(settings: SiteSettings, options: { siteUrl: string; logo: string; image: string }): JsonLdObject {
  const { siteUrl } = options;
  const profiles = sameAs(settings.social);
  const organization = {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: settings.brokerageName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, options.logo),
    telephone: settings.phone,
    email: settings.email,
    address: officeAddress(settings),
    sameAs: profiles,
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: settings.phone, email: settings.email, areaServed: 'US-FL', availableLanguage: 'English' }],
  };
  const team = {
    '@type': 'RealEstateAgent',
    '@id': teamId(siteUrl),
    name: settings.teamName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, options.logo),
    image: absoluteUrl(siteUrl, options.image),
    telephone: settings.phone,
    email: settings.email,
    address: officeAddress(settings),
    geo: settings.location === null ? null : { '@type': 'GeoCoordinates', latitude: settings.location.lat, longitude: settings.location.lng },
    openingHoursSpecification: openingHours(settings.officeHours),
    areaServed: SERVICE_AREA_CITIES.map((city) => ({ '@type': 'City', name: `${city}, FL` })),
    sameAs: profiles,
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
  return compactJsonLd({ '@context': SCHEMA_CONTEXT, '@graph': [organization, team] });
}
