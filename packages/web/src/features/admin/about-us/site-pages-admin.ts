import { SITE_PAGE_RULES, SITE_PAGES, type SitePage } from '@app/domain';
import type { ContentAdmin } from '../content/content-admin.ts';

/** The text pages (about pages, broker pages) as the generic editor edits them; each page's key is fixed by where it is
 * edited. */
export const SITE_PAGES_ADMIN: ContentAdmin<SitePage> = {
  area: 'pages',
  collection: SITE_PAGES,
  rules: SITE_PAGE_RULES,
  noun: { one: 'page', many: 'pages' },
  blank: () => ({ slug: '', title: '', intro: '', body: '' }),
  label: (page) => page.title,
  sections: [
    {
      title: 'Page text',
      fields: [
        { kind: 'text', name: 'title', label: 'Title', required: true },
        {
          kind: 'textarea',
          name: 'intro',
          label: 'Introduction',
          description: 'A sentence or two under the title; search engines show it too.',
          rows: 2,
        },
        { kind: 'rich-text', name: 'body', label: 'Body' },
      ],
    },
  ],
  columns: [],
};
