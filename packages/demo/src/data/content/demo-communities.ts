import type { CommunityFields } from '@app/domain';
import { COLLIER_COMMUNITIES } from './demo-communities-collier.ts';
import { LEE_COMMUNITIES } from './demo-communities-lee.ts';

/** The ten demo communities, each covering MLS subdivisions that exist in the demo listings. */
export const DEMO_COMMUNITIES: readonly CommunityFields[] = [...COLLIER_COMMUNITIES, ...LEE_COMMUNITIES];
