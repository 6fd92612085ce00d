/** The kinds of record the Trash holds, as the filter and the list name them. */
export const TRASH_KIND_LABELS: Readonly<Record<string, { readonly one: string; readonly many: string }>> = {
  agents: { one: 'Agent', many: 'Agents' },
  communities: { one: 'Community', many: 'Communities' },
  articles: { one: 'Article', many: 'Articles' },
  banners: { one: 'Banner', many: 'Banners' },
  testimonials: { one: 'Testimonial', many: 'Testimonials' },
  sales_results: { one: 'Sales result', many: 'Sales results' },
  site_pages: { one: 'Page', many: 'Pages' },
};

/** A kind's name in the singular ("Agent"), or the kind itself when unknown. */
export function trashKindLabel(kind: string): string {
  return TRASH_KIND_LABELS[kind]?.one ?? kind;
}
