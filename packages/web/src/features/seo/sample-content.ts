import fc from 'fast-check';
import type { ContentEntity, ContentFields, SiteSettings } from '@app/domain';
import { siteSettingsArbitrary } from '@app/testing';

/** Test data: the site's origin. */
export const SITE = 'https://www.palmettorealtygroup.com';

/** Test data: a stored record from its editable fields. */
export function stored<T extends ContentEntity>(
  fields: ContentFields<T>,
  id = 'b5f1c2a4-0000-4000-8000-000000000001',
): T {
  return { id, createdAt: '2026-09-01T12:00:00.000Z', updatedAt: '2026-10-02T09:30:00.000Z', ...fields } as T;
}

/** Test data: a team's settings with every part published (social links, hours, map position). */
export const [SETTINGS] = fc.sample(
  siteSettingsArbitrary.filter(
    (settings) =>
      settings.location !== null &&
      settings.officeHours.length > 0 &&
      Object.values(settings.social).every((link) => link !== ''),
  ),
  { numRuns: 1, seed: 42 },
) as [SiteSettings];

/** Whether a JSON-LD value holds a null, undefined, empty text or empty list anywhere. */
export function hasEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.some(hasEmptyValue);
  if (typeof value === 'object') return Object.values(value).some(hasEmptyValue);
  return false;
}
