/** The two document sections of the admin area (spec section 2: `/admin/docs/help`, `/admin/docs/test-cases`). */
export type DocSection = 'help' | 'test-cases';

/** What the admin area says about a section on its index page and in breadcrumbs. */
export interface DocSectionInfo {
  readonly section: DocSection;
  readonly title: string;
  readonly path: `/admin/docs/${DocSection}`;
}

/** Both sections, in sidebar order. */
export const DOC_SECTIONS: Readonly<Record<DocSection, DocSectionInfo>> = {
  help: { section: 'help', title: 'Help', path: '/admin/docs/help' },
  'test-cases': { section: 'test-cases', title: 'Test Cases', path: '/admin/docs/test-cases' },
};

/** Whether a path segment names a section. */
export function isDocSection(value: string): value is DocSection {
  return value === 'help' || value === 'test-cases';
}

/** The admin path of a document; the section's index (`README.md`) is the section's own path. */
export function docPath(section: DocSection, slug: string): string {
  return slug === 'README' ? DOC_SECTIONS[section].path : `${DOC_SECTIONS[section].path}/${slug}`;
}
