import { SERVICE_AREA_CITIES, type OfficeHours, type OrganizationDetails, type SiteSettings } from '@app/domain';
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
  return hours.map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...entry.days],
    opens: entry.opens,
    closes: entry.closes,
  }));
}

/** The office address as a schema.org PostalAddress. */
function officeAddress(settings: SiteSettings): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: settings.streetAddress,
    addressLocality: settings.city,
    addressRegion: settings.stateOrProvince,
    postalCode: settings.postalCode,
    addressCountry: 'US',
  };
}

/** What the organization nodes are drawn from besides the site settings. */
export interface OrganizationOptions {
  readonly siteUrl: string;
  /** The site's own logo and share image (site-relative or absolute URLs). */
  readonly logo: string;
  readonly image: string;
  /** The admin's organization details (SEO settings); their logo, when given, replaces the site's. */
  readonly details?: OrganizationDetails;
}

function areaServed(details: OrganizationDetails | undefined): JsonLdObject[] {
  const places =
    details !== undefined && details.areaServed.length > 0
      ? details.areaServed
      : SERVICE_AREA_CITIES.map((city) => `${city}, FL`);
  return places.map((name) => ({ '@type': 'City', name }));
}

/**
 * The site-wide structured data: the brokerage as an `Organization` (logo, phone, social and
 * other profiles, legal name, description, founding year) and the team as a `RealEstateAgent`
 * (address, map position, opening hours, the towns it serves, languages), linked by `@id`.
 */
export function organizationJsonLd(settings: SiteSettings, options: OrganizationOptions): JsonLdObject {
  const { siteUrl, details } = options;
  const profiles = sameAs(settings.social);
  const logo = absoluteUrl(siteUrl, details?.logoUrl || options.logo);
  const organization = {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: settings.brokerageName,
    legalName: details?.legalName,
    description: details?.description,
    foundingDate:
      details?.foundingYear === null || details?.foundingYear === undefined ? null : String(details.foundingYear),
    url: absoluteUrl(siteUrl, '/'),
    logo,
    telephone: settings.phone,
    email: settings.email,
    address: officeAddress(settings),
    sameAs: [...profiles, ...(details?.sameAs ?? [])],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: settings.phone,
        email: settings.email,
        areaServed: 'US-FL',
        availableLanguage: 'English',
      },
    ],
  };
  const team = {
    '@type': 'RealEstateAgent',
    '@id': teamId(siteUrl),
    name: settings.teamName,
    url: absoluteUrl(siteUrl, '/'),
    logo,
    image: absoluteUrl(siteUrl, options.image),
    telephone: settings.phone,
    email: settings.email,
    address: officeAddress(settings),
    geo:
      settings.location === null
        ? null
        : { '@type': 'GeoCoordinates', latitude: settings.location.lat, longitude: settings.location.lng },
    openingHoursSpecification: openingHours(settings.officeHours),
    areaServed: areaServed(details),
    knowsLanguage: [...(details?.languages ?? [])],
    sameAs: profiles,
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
  return compactJsonLd({ '@context': SCHEMA_CONTEXT, '@graph': [organization, team] });
}
