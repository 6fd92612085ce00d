/**
 * Kept for features/property-detail, which another change is editing (issue 11): page heads live
 * in features/seo/page-head.ts; import them from there. Delete this file once nothing imports it.
 */
export * from '../features/seo/page-head.ts';
