import { docPath, type DocSection } from './doc-sections.ts';

/**
 * Every Markdown file of `docs/help` and `docs/test-cases`, bundled by Vite as text: each file
 * is its own chunk, loaded when its page is opened (on the server the renderer holds them all).
 */
const SOURCES = import.meta.glob<string>('../../../../../../docs/{help,test-cases}/*.md', {
  query: '?raw',
  import: 'default',
});

/** The file name (without `.md`) of a section's index. */
export const INDEX_SLUG = 'README';

const FILE = /\/docs\/(help|test-cases)\/([A-Za-z0-9-]+)\.md$/;

/** One document file: its section, its slug (`README` for the section's index) and its admin path. */
export interface DocEntry {
  readonly section: DocSection;
  readonly slug: string;
  readonly path: string;
  readonly load: () => Promise<string>;
}

const ENTRIES: readonly DocEntry[] = Object.entries(SOURCES).flatMap(([file, load]) => {
  const match = FILE.exec(file);
  if (!match) return [];
  const section = match[1] as DocSection;
  const slug = match[2] as string;
  return [{ section, slug, path: docPath(section, slug), load }];
});

/** The documents of a section, index (`README`) included, by file name. */
export function docsOf(section: DocSection): readonly DocEntry[] {
  return ENTRIES.filter((entry) => entry.section === section).sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The document with this slug, or undefined when the section has no such file. */
export function findDoc(section: DocSection, slug: string): DocEntry | undefined {
  return ENTRIES.find((entry) => entry.section === section && entry.slug === slug);
}
