import type { SiteSettings } from '@app/domain';

/** `800 Fifth Avenue South, Naples, FL 34102`. */
export function officeAddressLine(
  settings: Pick<SiteSettings, 'streetAddress' | 'city' | 'stateOrProvince' | 'postalCode'>,
): string {
  return `${settings.streetAddress}, ${settings.city}, ${settings.stateOrProvince} ${settings.postalCode}`;
}

/** Driving directions to the office in Google Maps (by its address, which people recognise in the app). */
export function directionsUrl(
  settings: Pick<SiteSettings, 'streetAddress' | 'city' | 'stateOrProvince' | 'postalCode'>,
): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(officeAddressLine(settings))}`;
}
