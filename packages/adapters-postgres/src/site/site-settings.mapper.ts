import type { OfficeHours, SiteSettings } from '@app/domain';

/** A site_settings row. */
export interface SiteSettingsRow {
  readonly team_name: string;
  readonly team_slug: string;
  readonly brokerage_name: string;
  readonly office_mls_id: string;
  readonly phone: string;
  readonly email: string;
  readonly street_address: string;
  readonly city: string;
  readonly state_or_province: string;
  readonly postal_code: string;
  readonly facebook_url: string;
  readonly instagram_url: string;
  readonly linkedin_url: string;
  readonly youtube_url: string;
  readonly office_hours: readonly OfficeHours[];
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** The settings from their row. */
export function siteSettingsFromRow(row: SiteSettingsRow): SiteSettings {
  return {
    teamName: row.team_name,
    teamSlug: row.team_slug,
    brokerageName: row.brokerage_name,
    officeMlsId: row.office_mls_id,
    phone: row.phone,
    email: row.email,
    streetAddress: row.street_address,
    city: row.city,
    stateOrProvince: row.state_or_province,
    postalCode: row.postal_code,
    social: {
      facebook: row.facebook_url,
      instagram: row.instagram_url,
      linkedin: row.linkedin_url,
      youtube: row.youtube_url,
    },
    officeHours: row.office_hours,
    location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
  };
}

/** The row of the settings. */
export function siteSettingsToRow(settings: SiteSettings): SiteSettingsRow {
  return {
    team_name: settings.teamName,
    team_slug: settings.teamSlug,
    brokerage_name: settings.brokerageName,
    office_mls_id: settings.officeMlsId,
    phone: settings.phone,
    email: settings.email,
    street_address: settings.streetAddress,
    city: settings.city,
    state_or_province: settings.stateOrProvince,
    postal_code: settings.postalCode,
    facebook_url: settings.social.facebook,
    instagram_url: settings.social.instagram,
    linkedin_url: settings.social.linkedin,
    youtube_url: settings.social.youtube,
    office_hours: settings.officeHours,
    latitude: settings.location?.lat ?? null,
    longitude: settings.location?.lng ?? null,
  };
}
