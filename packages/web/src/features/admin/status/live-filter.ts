/** The choices of a list filter on whether records show on the site, in the status words. */
export const ON_THE_SITE_FILTER_OPTIONS = [
  { value: 'true', label: 'On the site' },
  { value: 'false', label: 'Hidden' },
] as const;

/** A "Status" list filter over a record's show-on-the-site switch. */
export function onTheSiteFilter(field: string) {
  return { name: field, label: 'Status', options: ON_THE_SITE_FILTER_OPTIONS } as const;
}
