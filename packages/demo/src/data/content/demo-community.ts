import type { CommunityFields } from '@app/domain';
import { subdivisionsCentre } from './community-location.ts';

/** A published demo community placed at the middle of its MLS subdivisions. */
export function demoCommunity(fields: Omit<CommunityFields, 'latitude' | 'longitude' | 'published'>): CommunityFields {
  return { ...fields, ...subdivisionsCentre(fields.subdivisions), published: true };
}
