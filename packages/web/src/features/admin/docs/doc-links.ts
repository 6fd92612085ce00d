import { docPath, isDocSection, type DocSection } from './doc-sections.ts';

const SAFE_ABSOLUTE = /^(https?:|mailto:|tel:)/i;
const DOC_LINK = /^(?:\.\.\/([a-z-]+)\/|\.\/)?([A-Za-z0-9-]+)\.md(#[A-Za-z0-9-]*)?$/;

/**
 * Where a link written in a document leads in the admin area: `managing-agents.md#roles` becomes
 * `/admin/docs/help/managing-agents#roles`, `../test-cases/README.md` the test-case index. Web
 * addresses, site paths, in-page anchors, mail and phone links stay as written; anything else
 * (a `javascript:` address, a file outside the docs) gives `null` and is shown as plain text.
 */
export function docLinkHref(href: string, from: DocSection): string | null {
  const target = href.trim();
  const doc = DOC_LINK.exec(target);
  if (doc) {
    const section = doc[1] ?? from;
    return isDocSection(section) ? `${docPath(section, doc[2] as string)}${doc[3] ?? ''}` : null;
  }
  if (SAFE_ABSOLUTE.test(target)) return target;
  if (/^\/(?!\/)/.test(target) || /^#[A-Za-z0-9-]*$/.test(target)) return target;
  return null;
}
