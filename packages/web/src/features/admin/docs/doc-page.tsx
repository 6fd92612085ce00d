import { AdminPage } from '../kit/admin-page.tsx';
import { DocBody } from './doc-body.tsx';
import { DocContents } from './doc-contents.tsx';
import classes from './doc-page.module.css';
import { DOC_SECTIONS } from './doc-sections.ts';
import type { LoadedDoc } from './load-doc.ts';

/** A help or test-case document, or a section's index, with its breadcrumb and table of contents. */
export function DocPage({ doc, isIndex }: { doc: LoadedDoc; isIndex: boolean }) {
  const section = DOC_SECTIONS[doc.section];
  return (
    <AdminPage title={doc.title} trail={isIndex ? [] : [{ label: section.title, to: section.path }]}>
      <div className={classes.layout}>
        {doc.headings.length > 1 && <DocContents headings={doc.headings} />}
        <DocBody html={doc.html} />
      </div>
    </AdminPage>
  );
}
